// The footer's help line, in the mail's language: how to reach us, any hour.
import type { I18n } from '@lingui/core';
import type { MailCompany } from './mail-content.js';

/** What the help line asks: "Need help?", or, for a new request, "Need immediate assistance?". */
export type HelpQuestion = 'help' | 'immediate';

export function helpLine(i18n: I18n, company: MailCompany, question: HelpQuestion): string {
  const values = { phone: company.supportPhone, email: company.email };
  return question === 'immediate' ? i18n._('email.footer.helpImmediate', values) : i18n._('email.footer.help', values);
}
