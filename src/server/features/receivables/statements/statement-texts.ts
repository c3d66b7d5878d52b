// A statement's words in its account's language (English or Spanish, the `emails` catalog): the PDF's
// labels, each row's description, and how dates, months and amounts are written.
import type { I18n } from '@lingui/core';
import { INTL_LOCALES, type Locale } from '../../../../shared/i18n.js';
import { formatUsd } from '../../../../shared/money.js';
import type { StatementEntry } from '../../../../shared/receivables/statements.js';
import { sharedLabelText } from '../../../../shared/shared-texts.js';
import { translator } from '../../../i18n/translator.js';

const dayFormats = {
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, { dateStyle: 'medium', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, { dateStyle: 'medium', timeZone: 'UTC' }),
};
const monthFormats = {
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A calendar day (YYYY-MM-DD) as the language writes it: "Jan 31, 2027", "31 ene 2027". */
export function dayText(day: string, locale: Locale): string {
  return dayFormats[locale].format(new Date(`${day}T00:00:00Z`));
}

/** The month a day is in: "January 2027", "enero de 2027". */
export function monthText(day: string, locale: Locale): string {
  return monthFormats[locale].format(new Date(`${day}T00:00:00Z`));
}

/** A payment method's name in the language; a method we do not know is shown as stored. */
function methodText(i18n: I18n, method: string | null): string {
  return method ? sharedLabelText(i18n, 'paymentMethod', method) : '';
}

/** What a row of the statement says it is. */
export function entryText(i18n: I18n, entry: StatementEntry): string {
  const number = entry.invoiceNumber;
  switch (entry.kind) {
    case 'invoice':
      return i18n._('statement.entry.invoice', { number, reference: entry.referenceId });
    case 'payment':
      return i18n._('statement.entry.payment', { number, method: methodText(i18n, entry.detail) });
    case 'refund':
      return i18n._('statement.entry.refund', { number, method: methodText(i18n, entry.detail) });
    case 'credit_note':
      return i18n._('statement.entry.creditNote', { number, note: entry.detail ?? '' });
    case 'void':
      return i18n._('statement.entry.void', { number });
  }
}

/** Every label the PDF prints, in one language. */
export function statementPdfTexts(locale: Locale) {
  const i18n = translator(locale);
  const usd = (amount: string) => formatUsd(amount, locale);
  return {
    i18n,
    usd,
    day: (day: string) => dayText(day, locale),
    title: i18n._('statement.pdf.title'),
    account: i18n._('statement.pdf.account'),
    period: i18n._('statement.pdf.period'),
    statementDate: i18n._('statement.pdf.date'),
    openingBalance: (day: string) => i18n._('statement.pdf.openingBalance', { date: dayText(day, locale) }),
    closingBalance: (day: string) => i18n._('statement.pdf.closingBalance', { date: dayText(day, locale) }),
    columns: {
      date: i18n._('statement.pdf.columnDate'),
      description: i18n._('statement.pdf.columnDescription'),
      amount: i18n._('statement.pdf.columnAmount'),
      balance: i18n._('statement.pdf.columnBalance'),
    },
    noActivity: i18n._('statement.pdf.noActivity'),
    amountDue: i18n._('statement.pdf.amountDue'),
    creditBalance: i18n._('statement.pdf.creditBalance'),
    payOnline: (url: string) => i18n._('statement.pdf.payOnline', { url }),
    factored: (factor: string, remitTo: string) => i18n._('statement.pdf.factored', { factor, remitTo }),
    questions: (phone: string, email: string) => i18n._('statement.pdf.questions', { phone, email }),
  };
}
