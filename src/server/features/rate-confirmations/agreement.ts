// What the dispatch board and the quote ask of the rate confirmation (decision 080): whether a
// load has a signed or accepted version. Dispatch imports it by the door; the quote's service
// receives `quoteLockedByRateConfirmation` from the composition (service-requests sits below this
// feature, which reads its quote lines).
import { RATE_CONFIRMATION_OFFICE_MESSAGES as OFFICE } from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import type { Executor } from '../../db/client.js';
import { hasAgreedVersion } from './repository.js';

export function hasAgreedRateConfirmation(executor: Executor, serviceRequestId: number): Promise<boolean> {
  return hasAgreedVersion(executor, serviceRequestId);
}

/** Why the quote of this request may no longer change (its rate confirmation is signed), or undefined. */
export async function quoteLockedByRateConfirmation(executor: Executor, serviceRequestId: number): Promise<string | undefined> {
  return (await hasAgreedVersion(executor, serviceRequestId)) ? OFFICE.quoteFrozen : undefined;
}
