// Where each paper of a load downloads from, for each reader: the invoice, its credit notes and the
// proof of delivery keep the routes they always had; the papers other features own (bill of
// lading, rate confirmation) and the driver's receipts share one route per side, by kind and
// version; the packet has its own. The Documents list names these paths, so the pages never build one.
import type { PaperworkReader } from '../../platform/documents/paperwork-source.js';

/** The kinds served by the one download route (GET …/documents/:kind/:version). */
export const VERSIONED_DOWNLOAD_KINDS = ['bill_of_lading', 'rate_confirmation', 'receipt'] as const;
export type VersionedDownloadKind = (typeof VERSIONED_DOWNLOAD_KINDS)[number];

/** The request as each side names it: staff by its row id, the customer by its reference. */
export interface RequestKey {
  id: number;
  referenceId: string;
}

export interface DocumentPaths {
  invoice(): string;
  creditNote(note: { id: number; number: string }): string;
  proofOfDelivery(): string;
  versioned(kind: VersionedDownloadKind, version: number): string;
  packet(): string;
}

export function documentPathsFor(reader: PaperworkReader, request: RequestKey): DocumentPaths {
  if (reader.kind === 'staff') {
    const base = `/api/admin/service-requests/${request.id}`;
    return {
      invoice: () => `${base}/invoice.pdf`,
      creditNote: (note) => `/api/admin/credit-notes/${note.id}.pdf`,
      proofOfDelivery: () => `${base}/proof-of-delivery.pdf`,
      versioned: (kind, version) => `${base}/documents/${kind}/${version}`,
      packet: () => `${base}/documents/packet.pdf`,
    };
  }
  const base = `/api/account/requests/${encodeURIComponent(request.referenceId)}`;
  return {
    invoice: () => `${base}/invoice.pdf`,
    creditNote: (note) => `${base}/credit-notes/${encodeURIComponent(note.number)}.pdf`,
    proofOfDelivery: () => `${base}/proof-of-delivery.pdf`,
    versioned: (kind, version) => `${base}/documents/${kind}/${version}`,
    packet: () => `${base}/documents/packet.pdf`,
  };
}
