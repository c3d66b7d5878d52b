// The Content-Disposition of a download: always an attachment (never shown inline), with the
// name made safe for the plain header and kept whole in the RFC 5987 form.
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
