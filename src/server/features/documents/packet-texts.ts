// The packet's own words (its contents page and the receipts' pages) in the customer's language,
// from the server's `emails` catalog; the documents it gathers keep their own words.
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import { translator } from '../../i18n/translator.js';

const dayFormats = {
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, { dateStyle: 'medium', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, { dateStyle: 'medium', timeZone: 'UTC' }),
};

export interface PacketTexts {
  title: string;
  summary(invoiceNumber: string, referenceId: string): string;
  contents: string;
  /** "Page 3" or "Pages 3-5". */
  pageRange(from: number, to: number): string;
  invoice(number: string): string;
  billOfLading(label: string): string;
  proofOfDelivery: string;
  rateConfirmation(label: string): string;
  receiptAmount: string;
  receiptDriver: string;
  receiptTaken: string;
  receiptLoad: string;
  imageMissing: string;
  fileMissing: string;
  questions(phone: string, email: string): string;
  /** A moment's UTC calendar day as the language writes it. */
  day(at: Date): string;
}

export function packetTexts(language: Locale): PacketTexts {
  const i18n = translator(language);
  return {
    title: i18n._('packet.title'),
    summary: (number, ref) => i18n._('packet.summary', { number, ref }),
    contents: i18n._('packet.contents'),
    pageRange: (from, to) => (from === to ? i18n._('packet.page', { page: from }) : i18n._('packet.pages', { from, to })),
    invoice: (number) => i18n._('packet.invoice', { number }),
    billOfLading: (label) => i18n._('packet.billOfLading', { label }),
    proofOfDelivery: i18n._('packet.proofOfDelivery'),
    rateConfirmation: (label) => i18n._('packet.rateConfirmation', { label }),
    receiptAmount: i18n._('packet.receipt.amount'),
    receiptDriver: i18n._('packet.receipt.driver'),
    receiptTaken: i18n._('packet.receipt.taken'),
    receiptLoad: i18n._('packet.receipt.load'),
    imageMissing: i18n._('packet.imageMissing'),
    fileMissing: i18n._('packet.fileMissing'),
    questions: (phone, email) => i18n._('packet.questions', { phone, email }),
    day: (at) => dayFormats[language].format(at),
  };
}
