// A load's Documents list (issue 39; decision 081): every paper of the request, each with its
// versions and who made or signed each when, as one reader may see it. Staff see members by name;
// a customer sees the company in their place, and only what the paper's own feature shows them.
// `missing` names what a complete packet still lacks; `packet` says whether it can be downloaded.
import type { DocumentActor, DocumentEntry, DocumentKind, DocumentsList, DocumentVersion } from '../../../shared/documents/documents.js';
import type { Locale } from '../../../shared/i18n.js';
import type { Executor } from '../../db/client.js';
import type { PaperworkReader } from '../../platform/documents/paperwork-source.js';
import type { DocumentDeps } from './deps.js';
import { documentPathsFor, type DocumentPaths } from './document-paths.js';
import {
  findDocumentsRequest,
  findIssuedInvoices,
  findLoadReceipts,
  findProofOfDeliverySummary,
  findRequestCreditNotes,
  type LoadReceiptRow,
} from './paperwork-repository.js';
import { driverDisplayName } from './pod-data.js';
import { packetPaperVersion } from './packet-papers.js';
import { receiptLabel } from './receipt-label.js';

type ListDeps = Pick<DocumentDeps, 'company' | 'paperwork'>;

/** The request's Documents list for `reader`; undefined when there is no such request. */
export async function documentsList(
  db: Executor,
  deps: ListDeps,
  serviceRequestId: number,
  reader: PaperworkReader,
): Promise<DocumentsList | undefined> {
  const request = await findDocumentsRequest(db, serviceRequestId);
  if (!request) return undefined;
  const paths = documentPathsFor(reader, request);
  const staffActor = (name: string | null): DocumentActor =>
    reader.kind === 'staff' && name !== null ? { kind: 'staff', name } : { kind: 'company', name: deps.company.name };
  const broker = request.userRole === 'broker';

  // One query after another: the executor may be a transaction's single connection.
  const invoices = await findIssuedInvoices(db, serviceRequestId);
  const creditNotes = await findRequestCreditNotes(db, serviceRequestId);
  const proofOfDelivery = await findProofOfDeliverySummary(db, serviceRequestId);
  const receipts = await findLoadReceipts(db, serviceRequestId);
  const billsOfLading = await deps.paperwork.billOfLading.versions(db, serviceRequestId, reader);
  const rateConfirmations = broker ? await deps.paperwork.rateConfirmation.versions(db, serviceRequestId, reader) : [];

  const invoiceVersions: DocumentVersion[] = invoices.map((invoice, index) => ({
    version: index + 1,
    label: invoice.number ?? '',
    state: invoice.state === 'void' ? 'void' : 'issued',
    madeAt: iso(invoice.sentAt!),
    madeBy: staffActor(invoice.senderName),
    signatures: [],
    // The invoice route serves the request's current invoice: a voided one is kept in the books, not served.
    downloadPath: invoice.state === 'sent' ? paths.invoice() : null,
    pages: null,
  }));
  const creditNoteVersions: DocumentVersion[] = creditNotes.map((note, index) => ({
    version: index + 1,
    label: note.number,
    state: 'issued',
    madeAt: iso(note.createdAt),
    madeBy: staffActor(note.creatorName),
    signatures: [],
    downloadPath: paths.creditNote(note),
    pages: null,
  }));
  const proofVersions: DocumentVersion[] = proofOfDelivery
    ? [
        {
          version: 1,
          label: proofOfDelivery.receiverName,
          state: 'signed',
          madeAt: iso(proofOfDelivery.createdAt),
          madeBy: { kind: 'driver', name: driverDisplayName(proofOfDelivery.driverFirstName, proofOfDelivery.driverLastName) },
          signatures: [
            { by: { kind: 'customer', name: proofOfDelivery.receiverName }, role: 'receiver', at: iso(proofOfDelivery.deliveredAt) },
          ],
          downloadPath: paths.proofOfDelivery(),
          pages: null,
        },
      ]
    : [];
  const language: Locale = reader.kind === 'customer' ? request.language : 'en';
  const receiptVersions = receipts.map((receipt, index) => receiptVersion(receipt, index + 1, language, paths));

  const versionsOf: Record<DocumentKind, DocumentVersion[]> = {
    invoice: invoiceVersions,
    credit_note: creditNoteVersions,
    bill_of_lading: withPaths(billsOfLading, 'bill_of_lading', paths),
    proof_of_delivery: proofVersions,
    rate_confirmation: withPaths(rateConfirmations, 'rate_confirmation', paths),
    receipt: receiptVersions,
  };
  const documents: DocumentEntry[] = (Object.keys(versionsOf) as DocumentKind[])
    .filter((kind) => versionsOf[kind].length > 0)
    .map((kind) => ({ kind, versions: newestFirst(versionsOf[kind]) }));

  const invoiceSent = invoices.some((invoice) => invoice.state === 'sent');
  const packetBol = packetPaperVersion(billsOfLading) !== undefined;
  const packetRateConfirmation = rateConfirmations.some((version) => version.state === 'signed' || version.state === 'accepted');
  const includes: DocumentKind[] = invoiceSent
    ? [
        'invoice',
        ...(packetBol ? (['bill_of_lading'] as const) : []),
        ...(proofOfDelivery ? (['proof_of_delivery'] as const) : []),
        ...(broker && packetRateConfirmation ? (['rate_confirmation'] as const) : []),
        ...(receipts.length > 0 ? (['receipt'] as const) : []),
      ]
    : [];
  const missing: DocumentKind[] = [
    ...(invoiceSent ? [] : (['invoice'] as const)),
    ...(billsOfLading.some((version) => version.state === 'signed') ? [] : (['bill_of_lading'] as const)),
    ...(proofOfDelivery ? [] : (['proof_of_delivery'] as const)),
    ...(broker && !packetRateConfirmation ? (['rate_confirmation'] as const) : []),
  ];

  return {
    referenceId: request.referenceId,
    documents,
    packet: { available: invoiceSent, includes, downloadPath: invoiceSent ? paths.packet() : null },
    missing,
  };
}

function receiptVersion(receipt: LoadReceiptRow, version: number, language: Locale, paths: DocumentPaths): DocumentVersion {
  return {
    version,
    label: receiptLabel(receipt, language),
    state: 'issued',
    madeAt: iso(receipt.recordedAt),
    madeBy: { kind: 'driver', name: driverDisplayName(receipt.driverFirstName, receipt.driverLastName) },
    signatures: [],
    downloadPath: paths.versioned('receipt', version),
    pages: null,
  };
}

function withPaths(
  versions: readonly DocumentVersion[],
  kind: 'bill_of_lading' | 'rate_confirmation',
  paths: DocumentPaths,
): DocumentVersion[] {
  return versions.map((version) => ({ ...version, downloadPath: paths.versioned(kind, version.version) }));
}

function newestFirst(versions: readonly DocumentVersion[]): DocumentVersion[] {
  return [...versions].sort((a, b) => b.version - a.version);
}

function iso(at: Date): string {
  return at.toISOString();
}
