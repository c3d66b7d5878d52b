// The papers other features own (bill of lading, rate confirmation), as a test hands them to the
// documents feature: a PaperworkSource serving the versions a test sets for a request, each with
// a fixed file. The documents feature lists, serves and packs what a source gives it, whichever feature made it.
import { randomUUID } from 'node:crypto';
import type { DocumentVersion, DocumentVersionState } from '../../src/shared/documents/documents.js';
import type { Database } from '../../src/server/db/client.js';
import { loadReceipts, uploads } from '../../src/server/db/schema.js';
import type { FileStorage } from '../../src/server/infra/storage/file-storage.js';
import type { TestDriver } from './dispatch.js';
import { JPEG_BYTES } from './files.js';
import { newPdf, pdfBytes } from '../../src/server/infra/pdf-layout.js';
import type { PaperworkFile, PaperworkReader, PaperworkSource } from '../../src/server/platform/documents/paperwork-source.js';

export interface TestPaper {
  version: number;
  state: DocumentVersionState;
  label: string;
  madeAt: Date;
  /** The member who made it: shown by name to staff only. */
  madeByStaff: string;
  signedBy?: { name: string; at: Date };
  file: PaperworkFile;
  /** A version a customer's list does not show (work superseded before it reached them). */
  staffOnly?: boolean;
}

export interface TestPaperworkSource {
  source: PaperworkSource;
  set(serviceRequestId: number, papers: TestPaper[]): void;
}

/** A source whose packet version is the newest in one of `packetStates` (signed for a BOL; signed or accepted for a rate confirmation). */
export function testPaperworkSource(packetStates: readonly DocumentVersionState[]): TestPaperworkSource {
  const papers = new Map<number, TestPaper[]>();
  const of = (serviceRequestId: number) => papers.get(serviceRequestId) ?? [];
  const source: PaperworkSource = {
    versions: (_db, serviceRequestId, reader: PaperworkReader) =>
      Promise.resolve(
        of(serviceRequestId)
          .filter((paper) => reader.kind === 'staff' || !paper.staffOnly)
          .sort((a, b) => b.version - a.version)
          .map((paper): DocumentVersion => ({
            version: paper.version,
            label: paper.label,
            state: paper.state,
            madeAt: paper.madeAt.toISOString(),
            madeBy: reader.kind === 'staff' ? { kind: 'staff', name: paper.madeByStaff } : { kind: 'company', name: null },
            signatures: paper.signedBy
              ? [{ by: { kind: 'customer', name: paper.signedBy.name }, role: 'shipper', at: paper.signedBy.at.toISOString() }]
              : [],
            downloadPath: null,
            pages: null,
          })),
      ),
    file: (_db, serviceRequestId, version) => Promise.resolve(of(serviceRequestId).find((paper) => paper.version === version)?.file),
    packetVersion: (_db, serviceRequestId) =>
      Promise.resolve(
        of(serviceRequestId)
          .filter((paper) => packetStates.includes(paper.state))
          .reduce<number | undefined>((newest, paper) => Math.max(newest ?? 0, paper.version), undefined),
      ),
  };
  return { source, set: (serviceRequestId, list) => papers.set(serviceRequestId, list) };
}

/** A PDF of `pages` pages, each saying "`title`, page n of `pages`": its pages are recognisable inside a packet. */
export async function testPdf(title: string, pages: number): Promise<Buffer> {
  const at = new Date('2026-03-01T12:00:00Z');
  const doc = newPdf({ title, author: 'Test', createdAt: at, changedAt: at });
  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage();
    doc.text(`${title}, page ${page} of ${pages}`);
  }
  return pdfBytes(doc);
}

/** A lumper receipt the driver sent from the road: its photo in storage and its row. */
export async function insertLoadReceipt(
  db: Database,
  files: FileStorage,
  serviceRequestId: number,
  by: TestDriver,
  amount = '85.00',
  photo: Buffer = JPEG_BYTES,
) {
  const storageKey = `receipts/${randomUUID()}`;
  const stream = await files.openWriteStream(storageKey);
  await new Promise<void>((resolve, reject) => stream.end(photo, () => resolve()).on('error', reject));
  const [upload] = await db
    .insert(uploads)
    .values({
      purpose: 'driver_receipt',
      serviceRequestId,
      storageKey,
      originalName: 'receipt.jpg',
      contentType: 'image/jpeg',
      sizeBytes: photo.length,
      sha256: '0'.repeat(64),
    })
    .returning({ id: uploads.id });
  await db.insert(loadReceipts).values({
    clientReceiptId: randomUUID(),
    serviceRequestId,
    driverProfileId: by.id,
    kind: 'lumper',
    amount,
    uploadId: upload!.id,
    recordedAt: new Date('2026-03-05T11:00:00Z'),
  });
}
