// The Documents section's words in the back office: English, and staff named to staff (the
// server sends a staff member's name only to staff).
import { formatDateTime } from '@shared/calendar-date';
import type { DocumentActor, DocumentKind, DocumentVersionState } from '@shared/documents/documents';
import { INTL_LOCALES } from '@shared/i18n';
import { companyProfile } from '@/lib/company-profile';
import type { DocumentsTexts } from '../documents-texts';

const KIND_HEADINGS: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit notes',
  bill_of_lading: 'Bill of lading',
  proof_of_delivery: 'Proof of delivery',
  rate_confirmation: 'Rate confirmation',
  receipt: 'Lumper and scale receipts',
};

const KIND_NOUNS: Record<DocumentKind, string> = {
  invoice: 'invoice',
  credit_note: 'credit note',
  bill_of_lading: 'bill of lading',
  proof_of_delivery: 'proof of delivery',
  rate_confirmation: 'rate confirmation',
  receipt: 'receipt',
};

/** In "Includes the ...": the kinds that hold several papers in the plural. */
const INCLUDED_NOUNS: Record<DocumentKind, string> = { ...KIND_NOUNS, credit_note: 'credit notes', receipt: 'lumper and scale receipts' };

const STATES: Record<DocumentVersionState, string> = {
  issued: 'Issued',
  signed: 'Signed',
  uploaded: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Replaced',
  void: 'Void',
};

const MISSING: Record<DocumentKind, string> = {
  invoice: 'No invoice sent yet',
  credit_note: 'No credit note yet',
  bill_of_lading: 'No signed bill of lading yet',
  proof_of_delivery: 'Not delivered yet',
  rate_confirmation: 'No signed rate confirmation',
  receipt: 'No receipts yet',
};

const listFormat = new Intl.ListFormat(INTL_LOCALES.en, { type: 'conjunction' });

function who(actor: DocumentActor): string {
  switch (actor.kind) {
    case 'staff':
      return actor.name ?? 'Staff';
    case 'company':
      return actor.name ?? companyProfile.name;
    case 'driver':
      return actor.name ? `${actor.name} (driver)` : 'the driver';
    case 'customer':
      return actor.name ? `${actor.name} (customer)` : 'the customer';
    case 'system':
      return 'the system';
  }
}

/** A signer's name alone: the role beside it says what they signed as. */
function signer(actor: DocumentActor): string {
  return actor.name ?? who(actor);
}

export const OFFICE_TEXTS: DocumentsTexts = {
  listLabel: 'Documents',
  noDocuments: 'No documents yet',
  kindHeading: (kind) => KIND_HEADINGS[kind],
  kindNoun: (kind) => KIND_NOUNS[kind],
  state: (state) => STATES[state],
  version: (version) => `Version ${version}`,
  versionName: (noun, version) => `${noun} version ${version}`,
  paperName: (noun, label) => `${noun} ${label}`,
  madeBy: (actor, at) =>
    actor.kind === 'system' ? `Made automatically on ${formatDateTime(at)}` : `Made by ${who(actor)} on ${formatDateTime(at)}`,
  signedBy: (actor, role, at) => {
    if (role === 'accepted') return `Accepted by ${signer(actor)} on ${formatDateTime(at)}`;
    if (role === 'rejected') return `Rejected by ${signer(actor)} on ${formatDateTime(at)}`;
    // The role as the server names it ("shipper", "carrier"), in words.
    return `Signed by ${signer(actor)} as ${role.replaceAll('_', ' ')} on ${formatDateTime(at)}`;
  },
  signaturesOf: (name) => `Signatures on ${name}`,
  download: (name, pages) => (pages === null ? `Download ${name}` : `Download ${name} (PDF, ${pages} ${pages === 1 ? 'page' : 'pages'})`),
  earlierVersions: (count) => `Earlier versions (${count})`,
  earlierVersionsOf: (noun) => `Earlier versions of the ${noun}`,
  packetHeading: 'Packet',
  packetDownload: 'Download packet (PDF)',
  packetIncludes: (kinds) => `Includes the ${listFormat.format(kinds.map((kind) => INCLUDED_NOUNS[kind]))}.`,
  packetNotReady: 'The packet can be downloaded once the invoice is sent.',
  missingHeading: 'Still missing',
  missing: (kind) => MISSING[kind],
  loading: 'Loading documents...',
  loadFailed: 'Could not load the documents',
  tryAgain: 'Try again',
};
