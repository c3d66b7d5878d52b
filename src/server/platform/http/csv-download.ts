// An admin list or report downloaded as a CSV file: streamed as an attachment named for what it
// holds and when it was made, gzip-compressed when the browser accepts it.
import { pipeline, type Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { acceptsGzip } from '../../infra/accept-encoding.js';
import { attachmentDisposition } from '../../infra/attachment.js';
import { csvFileName } from '../../infra/csv-export.js';

/** `fileNamePrefix` is the name's start, e.g. 'payments-': the date and time follow. */
export function sendCsvDownload(reply: FastifyReply, fileNamePrefix: string, csv: Readable): FastifyReply {
  void reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(csvFileName(fileNamePrefix)))
    // The same address answers plain or compressed: a cache must key on the header.
    .header('vary', 'Accept-Encoding');
  const body = acceptsGzip(reply.request.headers['accept-encoding']) ? gzipped(csv) : csv;
  if (body !== csv) void reply.header('content-encoding', 'gzip');
  // Registered before Fastify's own listener, so this runs first: a failure before the first
  // byte (gzip holds the first lines back) becomes the error answer, which is neither compressed
  // nor a file to save. After it, the download is cut short and these headers are long gone.
  body.once('error', () => {
    if (!reply.raw.headersSent) void reply.removeHeader('content-encoding').removeHeader('content-disposition');
  });
  return reply.send(body);
}

/**
 * The fastest level: a CSV export shrinks about tenfold even so, and the compression runs on
 * libuv's thread pool beside the event loop (decision 052). A failure on either side ends both:
 * a database error mid-export cuts the download short instead of ending it as if complete, and
 * a client that leaves stops the export's queries.
 */
function gzipped(csv: Readable): Readable {
  return pipeline(csv, createGzip({ level: constants.Z_BEST_SPEED }), () => undefined);
}
