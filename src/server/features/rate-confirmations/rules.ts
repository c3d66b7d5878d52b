// When a version may be made or sent: a broker's request whose quote the customer accepted, and
// no version agreed yet (a signed or accepted one is final, decision 080).
import { AGREED_RATE_CONFIRMATION_STATES, type RateConfirmationState } from '../../../shared/rate-confirmations/rate-confirmation.js';
import { RATE_CONFIRMATION_OFFICE_MESSAGES as OFFICE } from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import type { RequestFacts } from './repository.js';

export function isAgreed(state: RateConfirmationState): boolean {
  return (AGREED_RATE_CONFIRMATION_STATES as readonly RateConfirmationState[]).includes(state);
}

/** Why no version can be made now, in the office's words; null when one can. */
export function cannotMakeReason(
  request: Pick<NonNullable<RequestFacts>, 'userRole' | 'quoteResponse'>,
  versions: readonly { state: RateConfirmationState }[],
): string | null {
  if (request.userRole !== 'broker') return OFFICE.notBroker;
  if (request.quoteResponse !== 'accepted') return OFFICE.quoteNotAccepted;
  if (versions.some((version) => isAgreed(version.state))) return OFFICE.alreadyAgreed;
  return null;
}
