// One version of a paper another feature owns (a bill of lading, a rate confirmation) or of a
// driver's receipt, as a file for one reader. A customer gets only a version their list shows
// them; anything else, like a version that does not exist, is undefined (the routes' one 404).
import type { Executor } from '../../db/client.js';
import { servedContentType } from '../../infra/storage/safe-file-name.js';
import type { PaperworkReader } from '../../platform/documents/paperwork-source.js';
import type { DocumentDeps } from './deps.js';
import type { VersionedDownloadKind } from './document-paths.js';
import { findLoadReceipts } from './paperwork-repository.js';
import { readStoredImage } from './stored-files.js';

export interface VersionedFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export async function versionedDocumentFile(
  db: Executor,
  deps: Pick<DocumentDeps, 'paperwork' | 'storage'>,
  request: { id: number; referenceId: string },
  kind: VersionedDownloadKind,
  version: number,
  reader: PaperworkReader,
): Promise<VersionedFile | undefined> {
  if (kind === 'receipt') return receiptFile(db, deps, request, version);
  const source = kind === 'bill_of_lading' ? deps.paperwork.billOfLading : deps.paperwork.rateConfirmation;
  if (reader.kind === 'customer') {
    const shown = await source.versions(db, request.id, reader);
    if (!shown.some((entry) => entry.version === version)) return undefined;
  }
  const file = await source.file(db, request.id, version);
  return file && { filename: file.filename, contentType: file.contentType, content: file.content };
}

/** The photo of the load's `version`th receipt (in the order they arrived), as it was stored. */
async function receiptFile(
  db: Executor,
  deps: Pick<DocumentDeps, 'storage'>,
  request: { id: number; referenceId: string },
  version: number,
): Promise<VersionedFile | undefined> {
  const receipt = (await findLoadReceipts(db, request.id))[version - 1];
  if (!receipt) return undefined;
  const image = await readStoredImage(deps.storage, receipt);
  // A photo whose bytes are gone cannot be served; the list still names the receipt.
  if (!image.bytes) return undefined;
  const contentType = servedContentType(receipt.contentType);
  const extension = EXTENSIONS[contentType] ?? 'bin';
  const name = receipt.kind === 'lumper' ? 'lumper-receipt' : 'scale-ticket';
  return { filename: `${name}-${request.referenceId}-${version}.${extension}`, contentType, content: image.bytes };
}
