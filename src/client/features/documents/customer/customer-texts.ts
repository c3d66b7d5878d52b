// The Documents section's words on the customer's page, in their language (the account catalog).
// The customer sees the company where the office did something: staff are never named to them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { DocumentActor, DocumentKind, DocumentVersionState } from '@shared/documents/documents';
import { INTL_LOCALES, type Locale } from '@shared/i18n';
import { companyProfile } from '@/lib/company-profile';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import type { DocumentsTexts } from '../documents-texts';

const KIND_HEADINGS: Record<DocumentKind, MessageDescriptor> = {
  invoice: /*i18n*/ { id: 'account.documents.kind.invoice' },
  credit_note: /*i18n*/ { id: 'account.documents.kind.credit_note' },
  bill_of_lading: /*i18n*/ { id: 'account.documents.kind.bill_of_lading' },
  proof_of_delivery: /*i18n*/ { id: 'account.documents.kind.proof_of_delivery' },
  rate_confirmation: /*i18n*/ { id: 'account.documents.kind.rate_confirmation' },
  receipt: /*i18n*/ { id: 'account.documents.kind.receipt' },
};

const KIND_NOUNS: Record<DocumentKind, MessageDescriptor> = {
  invoice: /*i18n*/ { id: 'account.documents.noun.invoice' },
  credit_note: /*i18n*/ { id: 'account.documents.noun.credit_note' },
  bill_of_lading: /*i18n*/ { id: 'account.documents.noun.bill_of_lading' },
  proof_of_delivery: /*i18n*/ { id: 'account.documents.noun.proof_of_delivery' },
  rate_confirmation: /*i18n*/ { id: 'account.documents.noun.rate_confirmation' },
  receipt: /*i18n*/ { id: 'account.documents.noun.receipt' },
};

/** In "Includes the ...": the kinds that hold several papers in the plural. */
const INCLUDED_NOUNS: Record<DocumentKind, MessageDescriptor> = {
  ...KIND_NOUNS,
  credit_note: /*i18n*/ { id: 'account.documents.included.credit_note' },
  receipt: /*i18n*/ { id: 'account.documents.included.receipt' },
};

const STATES: Record<DocumentVersionState, MessageDescriptor> = {
  issued: /*i18n*/ { id: 'account.documents.state.issued' },
  signed: /*i18n*/ { id: 'account.documents.state.signed' },
  uploaded: /*i18n*/ { id: 'account.documents.state.uploaded' },
  accepted: /*i18n*/ { id: 'account.documents.state.accepted' },
  rejected: /*i18n*/ { id: 'account.documents.state.rejected' },
  superseded: /*i18n*/ { id: 'account.documents.state.superseded' },
  void: /*i18n*/ { id: 'account.documents.state.void' },
};

const MISSING: Record<DocumentKind, MessageDescriptor> = {
  invoice: /*i18n*/ { id: 'account.documents.missing.invoice' },
  credit_note: /*i18n*/ { id: 'account.documents.missing.credit_note' },
  bill_of_lading: /*i18n*/ { id: 'account.documents.missing.bill_of_lading' },
  proof_of_delivery: /*i18n*/ { id: 'account.documents.missing.proof_of_delivery' },
  rate_confirmation: /*i18n*/ { id: 'account.documents.missing.rate_confirmation' },
  receipt: /*i18n*/ { id: 'account.documents.missing.receipt' },
};

/** The roles a signature names that the customer reads in their language; another shows as sent. */
const ROLES: Record<string, MessageDescriptor> = {
  shipper: /*i18n*/ { id: 'account.documents.role.shipper' },
  driver: /*i18n*/ { id: 'account.documents.role.driver' },
  receiver: /*i18n*/ { id: 'account.documents.role.receiver' },
  broker: /*i18n*/ { id: 'account.documents.role.broker' },
  carrier: /*i18n*/ { id: 'account.documents.role.carrier' },
};

function who(i18n: I18n, actor: DocumentActor): string {
  switch (actor.kind) {
    case 'driver':
      return actor.name ? i18n._('account.documents.actor.driverNamed', { name: actor.name }) : i18n._('account.documents.actor.driver');
    // Unnamed on the customer's own page: what they uploaded themselves.
    case 'customer':
      return actor.name ?? i18n._('account.documents.actor.you');
    case 'company':
      return actor.name ?? companyProfile.name;
    // The office, whoever in it (and what it made on its own): the company.
    case 'staff':
    case 'system':
      return companyProfile.name;
  }
}

function roleWords(i18n: I18n, role: string): string {
  const message = Object.hasOwn(ROLES, role) ? ROLES[role] : undefined;
  return message ? i18n._(message) : role.replaceAll('_', ' ');
}

function customerTexts(i18n: I18n, locale: Locale): DocumentsTexts {
  const when = (at: string) => formatViewerDateTime(at, locale);
  const listFormat = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' });
  return {
    listLabel: i18n._('account.documents.heading'),
    noDocuments: i18n._('account.documents.none'),
    kindHeading: (kind) => i18n._(KIND_HEADINGS[kind]),
    kindNoun: (kind) => i18n._(KIND_NOUNS[kind]),
    state: (state) => i18n._(STATES[state]),
    version: (version) => i18n._('account.documents.version', { version }),
    versionName: (document, version) => i18n._('account.documents.versionName', { document, version }),
    paperName: (document, label) => i18n._('account.documents.paperName', { document, label }),
    madeBy: (actor, at) => i18n._('account.documents.madeBy', { who: who(i18n, actor), when: when(at) }),
    signedBy: (actor, role, at) => {
      const signer = actor.kind === 'staff' ? who(i18n, actor) : (actor.name ?? who(i18n, actor));
      // The office's review of an uploaded paper comes as a signature whose role says which way it went.
      if (role === 'accepted') return i18n._('account.documents.acceptedBy', { who: signer, when: when(at) });
      if (role === 'rejected') return i18n._('account.documents.rejectedBy', { who: signer, when: when(at) });
      return i18n._('account.documents.signedBy', { who: signer, role: roleWords(i18n, role), when: when(at) });
    },
    signaturesOf: (name) => i18n._('account.documents.signaturesOf', { name }),
    download: (name, pages) =>
      pages === null ? i18n._('account.documents.download', { name }) : i18n._('account.documents.downloadPages', { name, pages }),
    earlierVersions: (count) => i18n._('account.documents.earlierVersions', { count }),
    earlierVersionsOf: (document) => i18n._('account.documents.earlierVersionsOf', { document }),
    packetHeading: i18n._('account.documents.packet.heading'),
    packetDownload: i18n._('account.documents.packet.download'),
    packetIncludes: (kinds) =>
      i18n._('account.documents.packet.includes', { documents: listFormat.format(kinds.map((kind) => i18n._(INCLUDED_NOUNS[kind]))) }),
    packetNotReady: i18n._('account.documents.packet.notReady'),
    missingHeading: i18n._('account.documents.missing.heading'),
    missing: (kind) => i18n._(MISSING[kind]),
    loading: i18n._('account.documents.loading'),
    loadFailed: i18n._('account.documents.loadFailed'),
    tryAgain: i18n._('account.tryAgain'),
  };
}

/** The words in the active language; new ones when it changes. */
export function useCustomerDocumentsTexts(): DocumentsTexts {
  const i18n = useI18n();
  const locale = useLocale();
  return customerTexts(i18n, locale);
}
