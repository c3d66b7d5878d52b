// The monthly statement's mail to an account's billing contacts, in the account's language: the
// month, the balance it opened and closed at, the statement attached as a PDF (made from the kept
// statement when the mail is sent), and a button to their account page where they pay.
import type { Locale } from '../../../../shared/i18n.js';
import { formatUsd } from '../../../../shared/money.js';
import type { Statement } from '../../../../shared/receivables/statements.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import { companySignature, mailBody, typed, type MailLines } from '../../../infra/email/compose.js';
import { portalButton, portalHomeUrl } from '../../../infra/email/branded/portal-links.js';
import { typedValues } from '../../../infra/email/branded/typed-line.js';
import type { OutgoingEmail } from '../../../infra/email/outgoing-email.js';
import { translator } from '../../../i18n/translator.js';
import { dayText, monthText } from './statement-texts.js';

export const STATEMENT_MAIL_KIND = 'account-statement';

export interface StatementMailContext {
  company: CompanyProfile;
  publicBaseUrl: string;
}

/** The same mail to each contact: composed once, addressed to each. */
export function statementMails(
  context: StatementMailContext,
  statement: Statement,
  statementId: number,
  language: Locale,
  contacts: readonly string[],
  factor: { name: string; remitTo: string } | null,
): OutgoingEmail[] {
  if (contacts.length === 0) return [];
  const i18n = translator(language);
  const month = monthText(statement.periodStart, language);
  const closing = { date: dayText(statement.periodEnd, language), amount: formatUsd(statement.closingBalance, language) };
  const intro = typedValues({ account: typed(statement.accountName), month });
  const lines: MailLines = [
    intro.line(i18n._('email.statement.intro', intro.marks)),
    '',
    i18n._('email.statement.opening', {
      date: dayText(statement.periodStart, language),
      amount: formatUsd(statement.openingBalance, language),
    }),
    i18n._('email.statement.closing', closing),
    '',
    factor ? i18n._('email.statement.factored', { factor: factor.name, remitTo: factor.remitTo }) : i18n._('email.statement.payHint'),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  const body = mailBody(lines, [], {
    button: portalButton(i18n, 'account', portalHomeUrl(context.publicBaseUrl)),
    preview: i18n._('email.statement.preview', closing),
    lang: language,
  });
  const subject = i18n._('email.statement.subject', { month, company: context.company.name });
  return contacts.map((to) => ({
    to,
    subject,
    ...body,
    kind: STATEMENT_MAIL_KIND,
    attachments: [{ kind: 'account_statement', statementId }],
  }));
}
