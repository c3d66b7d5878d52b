// How every private file leaves the server (uploaded photos and documents, invoice, receipt and
// proof-of-delivery PDFs): never cached, its type as detected (never sniffed by the browser), and,
// opened on its own, a sandboxed document that can run nothing. A photo is shown inline; anything
// else is a download under a safe name.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachment.js';

export interface PrivateFile {
  contentType: string;
  sizeBytes: number;
  body: Readable | Buffer;
  /** 'inline' for a photo shown on a page; otherwise downloaded under this (already safe) name. */
  disposition: 'inline' | { attachment: string };
}

export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', file.disposition === 'inline' ? 'inline' : attachmentDisposition(file.disposition.attachment))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
