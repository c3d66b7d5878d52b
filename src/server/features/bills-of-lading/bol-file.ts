// A bill of lading version as a file. The PDF writer (pdfkit) is imported with the first one
// asked for, not at start (docs/decisions/053-memory-at-rest.md).
import type { Executor } from '../../db/client.js';
import { loadOnce } from '../../infra/load-once.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { PaperworkFile } from '../../platform/documents/paperwork-source.js';
import { loadBolDocument } from './bol-pdf-data.js';

const renderer = loadOnce(async () => (await import('./bol-pdf.js')).renderBillOfLadingPdf);

/** The version's PDF, `bill-of-lading-<ref>-v<N>.pdf`; undefined when the load has no such version. */
export async function billOfLadingFile(
  db: Executor,
  storage: FileStorage,
  serviceRequestId: number,
  version: number,
): Promise<PaperworkFile | undefined> {
  const bol = await loadBolDocument(db, storage, serviceRequestId, version);
  if (!bol) return undefined;
  const render = await renderer();
  return {
    filename: `bill-of-lading-${bol.content.referenceId}-v${bol.version}.pdf`,
    contentType: 'application/pdf',
    content: await render(bol),
  };
}
