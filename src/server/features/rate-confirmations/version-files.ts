// A version as a file: a generated one is its PDF (with the certificate page once signed), made
// from the stored row each time (the same bytes each time); an uploaded one is the broker's file as
// stored. The office's and the broker's downloads and the documents feature's packet all read here.
import type { Readable } from 'node:stream';
import type { PaperworkFile } from '../../platform/documents/paperwork-source.js';
import type { Executor } from '../../db/client.js';
import type { RateConfirmationDeps } from './deps.js';
import { findUploads, type RateConfirmationRow } from './repository.js';

type FileDeps = Pick<RateConfirmationDeps, 'storage' | 'company' | 'billingTimeZone'>;

const UPLOADED_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export async function versionFile(
  db: Executor,
  deps: FileDeps,
  row: RateConfirmationRow,
  referenceId: string,
): Promise<PaperworkFile | undefined> {
  const base = `rate-confirmation-${referenceId.replace(/[^A-Za-z0-9-]/g, '')}-v${row.version}`;
  if (row.source === 'generated' && row.content) {
    // The PDF writer (pdfkit) loads with the first document asked for, not at start (decision 053).
    const { renderRateConfirmationPdf } = await import('./rate-confirmation-pdf.js');
    const content = await renderRateConfirmationPdf({
      company: deps.company,
      version: row.version,
      content: row.content,
      createdAt: row.createdAt,
      timeZone: deps.billingTimeZone,
      signedBy:
        row.state === 'signed' && row.signedAt && row.signerName && row.consentText
          ? {
              name: row.signerName,
              title: row.signerTitle ?? '',
              email: row.signerEmail ?? '',
              signedAt: row.signedAt,
              ipAddress: row.signerIp,
              userAgent: row.signerUserAgent,
              consentText: row.consentText,
            }
          : null,
    });
    return { filename: `${base}.pdf`, contentType: 'application/pdf', content };
  }
  const [upload] = await findUploads(db, row.uploadId ? [row.uploadId] : []);
  if (!upload || !(upload.contentType in UPLOADED_TYPES)) return undefined;
  const contentType = upload.contentType as keyof typeof UPLOADED_TYPES;
  const content = await readAll(await deps.storage.openReadStream(upload.storageKey));
  return { filename: `${base}.${UPLOADED_TYPES[contentType]}`, contentType, content };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
