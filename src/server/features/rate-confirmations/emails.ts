// The broker's mail when a rate confirmation is ready to sign: a link to their page for the
// request, where they read and sign it (or send their own). Written in the request's language,
// branded like every customer mail.
import { formatUsd } from '../../../shared/money-format.js';
import { portalButton, portalRequestUrl } from '../../infra/email/branded/portal-links.js';
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { companySignature, mailBody } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import { translator } from '../../i18n/translator.js';
import type { RateConfirmationDeps } from './deps.js';
import type { RequestFacts } from './repository.js';

export const RATE_CONFIRMATION_MAIL_KIND = 'rate-confirmation-ready';

export function rateConfirmationReadyEmail(
  request: NonNullable<RequestFacts>,
  made: { version: number; total: string },
  context: Pick<RateConfirmationDeps, 'company' | 'publicBaseUrl'>,
): OutgoingEmail {
  const i18n = translator(request.language);
  const values = { ref: request.referenceId, version: made.version, amount: formatUsd(made.total, request.language) };
  const ready = i18n._('email.rateConfirmation.ready', values);
  const url = portalRequestUrl(context.publicBaseUrl, request.referenceId);
  const lines = [
    greetingLine(i18n, request.contactName),
    '',
    ready,
    '',
    i18n._('email.rateConfirmation.howToSign'),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  return {
    to: request.contactEmail,
    subject: i18n._('email.rateConfirmation.subject', values),
    ...mailBody(lines, [url], { button: portalButton(i18n, 'request', url), preview: ready, lang: request.language }),
    kind: RATE_CONFIRMATION_MAIL_KIND,
  };
}
