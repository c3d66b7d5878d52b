// The consignee's mail when the load is dispatched (issue 40): the tracking link, in their
// language, branded like every customer mail. No amount, no customer's contact: only the load's
// reference, where it comes from and the link.
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { companySignature, mailBody } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import { translator } from '../../i18n/translator.js';
import type { ConsigneeRow } from './repository.js';
import type { TrackingLinkDeps } from './deps.js';

export const TRACKING_LINK_MAIL_KIND = 'tracking-link-dispatched';

export function consigneeTrackingLinkEmail(
  consignee: ConsigneeRow & { email: string },
  load: { referenceId: string; originCity: string; originState: string },
  url: string,
  context: Pick<TrackingLinkDeps, 'company' | 'daysAfterDelivery'>,
): OutgoingEmail {
  const i18n = translator(consignee.language);
  const values = { ref: load.referenceId, origin: `${load.originCity}, ${load.originState}`, company: context.company.name };
  const onItsWay = i18n._('email.trackingLink.onItsWay', values);
  const lines = [
    greetingLine(i18n, consignee.name),
    '',
    onItsWay,
    '',
    i18n._('email.trackingLink.howToFollow', { days: context.daysAfterDelivery }),
    '',
    ...companySignature(context.company, { i18n }),
  ];
  return {
    to: consignee.email,
    subject: i18n._('email.trackingLink.subject', values),
    ...mailBody(lines, [url], {
      button: { label: i18n._('email.trackingLink.button'), url },
      preview: onItsWay,
      lang: consignee.language,
    }),
    kind: TRACKING_LINK_MAIL_KIND,
  };
}
