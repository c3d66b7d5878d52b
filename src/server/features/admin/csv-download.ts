// An admin list or report downloaded as a CSV file: streamed as an attachment named for what it
// holds and when it was made.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../infra/attachment.js';
import { csvFileName } from '../../infra/csv-export.js';

/** `fileNamePrefix` is the name's start, e.g. 'payments-': the date and time follow. */
export function sendCsvDownload(reply: FastifyReply, fileNamePrefix: string, csv: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(csvFileName(fileNamePrefix)))
    .send(csv);
}
