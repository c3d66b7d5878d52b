// What a load's packet holds (issue 39; decision 081), gathered from stored rows and stored files
// only: the sent invoice, the bill of lading (signed, else the newest issued), the proof of
// delivery, for a broker's load the signed or accepted rate confirmation, and each lumper and
// scale receipt with its photo. The renderer takes this and nothing else, so the same load makes
// the same file. Undefined until the invoice is sent: the packet is what a payer is sent with it.
import type { Locale } from '../../../shared/i18n.js';
import type { ReceiptKind } from '../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../db/client.js';
import type { PaperworkFile, PaperworkSource } from '../../platform/documents/paperwork-source.js';
import type { DocumentDeps } from './deps.js';
import { loadInvoiceDocument, type DocumentContext, type InvoiceDocument } from './document-data.js';
import { billOfLadingForPacket } from './packet-papers.js';
import { findDocumentsRequest, findLoadReceipts } from './paperwork-repository.js';
import { driverDisplayName, loadProofOfDeliveryDocument, type ProofOfDeliveryDocument, type StoredImage } from './pod-data.js';
import { readStoredImage } from './stored-files.js';

/** Another feature's paper as the packet prints it: its file, and what it is called on its own (a BOL number, a version). */
export interface PacketPaper {
  label: string;
  file: PaperworkFile;
}

export interface PacketReceipt {
  kind: ReceiptKind;
  amount: string;
  driverName: string;
  recordedAt: Date;
  photo: StoredImage;
}

export interface PacketDocument {
  /** The customer's language: the contents page and the receipts' pages are ours, so written in it. */
  language: Locale;
  invoice: InvoiceDocument;
  billOfLading: PacketPaper | null;
  proofOfDelivery: ProofOfDeliveryDocument | null;
  rateConfirmation: PacketPaper | null;
  receipts: PacketReceipt[];
  /** The latest stored change any part shows: the PDF's modification date. */
  changedAt: Date;
}

export type PacketContext = DocumentContext & Pick<DocumentDeps, 'paperwork'>;

/** The packet of a request, or undefined while it has no sent invoice. */
export async function loadPacketDocument(
  db: Executor,
  context: PacketContext,
  serviceRequestId: number,
): Promise<PacketDocument | undefined> {
  const invoice = await loadInvoiceDocument(db, context, serviceRequestId);
  const request = invoice && (await findDocumentsRequest(db, serviceRequestId));
  if (!invoice || !request) return undefined;
  const { billOfLading, rateConfirmation } = context.paperwork;

  // The rows one query after another (the executor may be one connection); the stored files together.
  const bolVersion = await billOfLadingForPacket(db, billOfLading, serviceRequestId);
  const rateConfirmationVersion = request.userRole === 'broker' ? await rateConfirmation.packetVersion(db, serviceRequestId) : undefined;
  const proofOfDelivery = await loadProofOfDeliveryDocument(db, context, serviceRequestId);
  const receiptRows = await findLoadReceipts(db, serviceRequestId);
  const bolPaper = await paperOf(db, billOfLading, serviceRequestId, bolVersion);
  const rateConfirmationPaper = await paperOf(db, rateConfirmation, serviceRequestId, rateConfirmationVersion);
  const receipts = await Promise.all(
    receiptRows.map(async (row) => ({
      kind: row.kind,
      amount: row.amount,
      driverName: driverDisplayName(row.driverFirstName, row.driverLastName),
      recordedAt: row.recordedAt,
      photo: await readStoredImage(context.storage, row),
      createdAt: row.createdAt,
    })),
  );

  return {
    language: request.language,
    invoice,
    billOfLading: bolPaper?.paper ?? null,
    proofOfDelivery: proofOfDelivery ?? null,
    rateConfirmation: rateConfirmationPaper?.paper ?? null,
    receipts: receipts.map(({ createdAt: _createdAt, ...receipt }) => receipt),
    changedAt: latest([
      invoice.changedAt,
      proofOfDelivery?.storedAt,
      bolPaper?.changedAt,
      rateConfirmationPaper?.changedAt,
      ...receipts.map((receipt) => receipt.createdAt),
    ]),
  };
}

/** The version's file with its label and its latest moment (made or signed); undefined when there is no such version or file. */
async function paperOf(db: Executor, source: PaperworkSource, serviceRequestId: number, version: number | undefined) {
  if (version === undefined) return undefined;
  const [versions, file] = await Promise.all([
    source.versions(db, serviceRequestId, { kind: 'staff' }),
    source.file(db, serviceRequestId, version),
  ]);
  const listed = versions.find((entry) => entry.version === version);
  if (!file || !listed) return undefined;
  const moments = [listed.madeAt, ...listed.signatures.map((signature) => signature.at)].map((at) => new Date(at));
  return { paper: { label: listed.label, file }, changedAt: latest(moments) };
}

function latest(moments: readonly (Date | undefined)[]): Date {
  return new Date(Math.max(...moments.filter((moment): moment is Date => moment !== undefined).map((moment) => moment.getTime())));
}
