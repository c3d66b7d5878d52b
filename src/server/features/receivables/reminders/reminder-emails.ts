// The payment reminder mail (decision 076), one to each recipient, in the customer's language:
// the invoice's number, its due day and the balance still owed. Before the due day it is a
// friendly reminder, after it an overdue notice, and on the account's last reminder day a final
// notice. It carries the pay button (the invoice's payment page) and the invoice as a PDF, except
// for a factored account: its invoices are paid to the factor, so the mail says where to send the
// money and offers no way to pay us (no card, no PayPal, no payment page).
import type { I18n } from '@lingui/core';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import { INTL_LOCALES, type Locale } from '../../../../shared/i18n.js';
import { formatUsd } from '../../../../shared/money.js';
import { paymentPageUrl } from '../../../../shared/service-requests/admin-service-requests.js';
import { greetingLine } from '../../../infra/email/branded/typed-line.js';
import { companySignature, mailBody, oneLine, type MailLines } from '../../../infra/email/compose.js';
import type { OutgoingEmail } from '../../../infra/email/outgoing-email.js';
import { translator } from '../../../i18n/translator.js';
import type { FactorDetails } from './reminders-repository.js';

export interface ReminderMailFacts {
  language: Locale;
  referenceId: string;
  serviceRequestId: number;
  invoiceNumber: string;
  /** YYYY-MM-DD. */
  dueOn: string;
  /** Dollars, "1250.00". */
  balance: string;
  offsetDays: number;
  finalNotice: boolean;
  /** Its invoices are assigned to the factor: never offer to pay us. */
  factored: boolean;
  /** The factor's details when set up (read only for a factored account). */
  factor: FactorDetails | null;
}

export interface ReminderRecipient {
  email: string;
  /** Who the greeting names. */
  name: string;
}

export interface ReminderMailContext {
  company: CompanyProfile;
  publicBaseUrl: string;
}

export const REMINDER_MAIL_KIND = 'invoice-reminder';

export function reminderEmails(
  facts: ReminderMailFacts,
  recipients: readonly ReminderRecipient[],
  context: ReminderMailContext,
): OutgoingEmail[] {
  return recipients.map((recipient) => reminderEmail(facts, recipient, context));
}

function reminderEmail(facts: ReminderMailFacts, recipient: ReminderRecipient, context: ReminderMailContext): OutgoingEmail {
  const i18n = translator(facts.language);
  const values = {
    number: facts.invoiceNumber,
    ref: facts.referenceId,
    dueDate: formatDueDay(facts.dueOn, facts.language),
    balance: formatUsd(facts.balance, facts.language),
  };
  const payUrl = paymentPageUrl(context.publicBaseUrl, facts.referenceId);
  const balanceLine = i18n._('email.reminder.balance', values);
  const lines: MailLines = [
    greetingLine(i18n, recipient.name),
    '',
    opening(i18n, facts, values),
    balanceLine,
    '',
    ...(facts.factored ? factorLines(i18n, facts.factor) : [i18n._('email.reminder.payOnline', { url: payUrl })]),
    i18n._('email.reminder.alreadyPaid'),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  const button = facts.factored ? undefined : { label: i18n._('email.reminder.payButton'), url: payUrl };
  return {
    to: recipient.email,
    subject: subject(i18n, facts, values),
    ...mailBody(lines, facts.factored ? [] : [payUrl], { button, preview: balanceLine, lang: facts.language }),
    kind: REMINDER_MAIL_KIND,
    // The invoice as sent; a factored account's customer pays from the notice of assignment instead.
    ...(facts.factored ? {} : { attachments: [{ kind: 'invoice' as const, serviceRequestId: facts.serviceRequestId }] }),
  };
}

type Values = Record<'number' | 'ref' | 'dueDate' | 'balance', string>;

function subject(i18n: I18n, facts: ReminderMailFacts, values: Values): string {
  if (facts.finalNotice) return i18n._('email.reminder.subject.final', values);
  if (facts.offsetDays > 0) return i18n._('email.reminder.subject.overdue', values);
  return i18n._('email.reminder.subject.upcoming', values);
}

function opening(i18n: I18n, facts: ReminderMailFacts, values: Values): string {
  if (facts.finalNotice) return i18n._('email.reminder.final', values);
  if (facts.offsetDays > 0) return i18n._('email.reminder.overdue', values);
  return i18n._('email.reminder.upcoming', values);
}

/** Where to send the money instead of a pay button: the factor's remit-to, or where to find it. */
function factorLines(i18n: I18n, factor: FactorDetails | null): string[] {
  if (!factor) return [i18n._('email.reminder.factoredNoDetails')];
  const name = oneLine(factor.factorName);
  const contact = [factor.email, factor.phone].filter((value): value is string => Boolean(value)).map(oneLine);
  return [
    i18n._('email.reminder.factored', { factor: name }),
    i18n._('email.reminder.remitTo'),
    ...factor.remitTo
      .split(/\r?\n/)
      .map((line) => oneLine(line).trim())
      .filter((line) => line !== ''),
    ...(contact.length > 0 ? [i18n._('email.reminder.factorContact', { factor: name, contact: contact.join(', ') })] : []),
  ];
}

/** "January 31, 2027" ("31 de enero de 2027") for a YYYY-MM-DD day, read at noon UTC so no zone moves it. */
function formatDueDay(day: string, locale: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
