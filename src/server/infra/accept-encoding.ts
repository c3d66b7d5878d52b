// Whether a client takes a gzip-compressed answer, read from its Accept-Encoding header
// (RFC 9110, section 12.5.3). Only big streamed downloads (the CSV exports) ask: the built
// site's files are compressed at build time and served by @fastify/static.

/** A qvalue as RFC 9110 writes it: 0 to 1, at most three decimals. */
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * True when gzip (or its old name x-gzip, or `*`) is listed with a weight above 0. An explicit
 * `gzip;q=0` refuses it even when `*` is welcome; a weight that is not a valid qvalue (`q=abc`,
 * `q=2`) counts as 0, so a malformed header gets the plain answer, which every client reads.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let gzip: number | undefined;
  let anyCoding: number | undefined;
  for (const member of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = member.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.min(gzip ?? 1, qualityOf(parameters));
    else if (coding === '*') anyCoding = qualityOf(parameters);
  }
  return (gzip ?? anyCoding ?? 0) > 0;
}

function qualityOf(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const [key = '', value = ''] = parameter.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    return QUALITY.test(text) ? Number(text) : 0;
  }
  return 1;
}
