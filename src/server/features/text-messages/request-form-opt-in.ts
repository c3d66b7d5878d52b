// The request form's "text me" box (issue 40; decision 084): the customer's subscription to all
// five milestones, at the contact phone, in the request's language, with the consent's exact
// words as the form showed them. Inside the request's own transaction: both exist, or neither.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Locale } from '../../../shared/i18n.js';
import { TEXT_MILESTONES } from '../../../shared/text-messages/text-messages.js';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { setSubscription } from './subscription-service.js';

export function subscribeFromRequestForm(deps: { texts: unknown; company: CompanyProfile }) {
  return async (
    tx: Executor,
    request: { serviceRequestId: number; contactPhone: string; language: Locale },
    context: AuditContext,
    now: Date,
  ): Promise<void> => {
    await setSubscription(
      tx,
      deps,
      request.serviceRequestId,
      'customer',
      { phone: request.contactPhone, milestones: [...TEXT_MILESTONES], language: request.language, source: 'request_form' },
      context,
      now,
    );
  };
}
