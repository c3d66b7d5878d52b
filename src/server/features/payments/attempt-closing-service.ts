// Ending attempts at the provider once our ledger has closed them (replaced by a newer attempt,
// or the invoice paid another way). Our ledger is the record; this is the provider catching up so
// an old checkout tab or card form can no longer take money. When it already did, the
// confirmation arrives as usual and is recorded as an overpayment.
import type { PaymentProvider } from '../../../shared/payments/payments.js';
import type { PaymentDeps } from './deps.js';
import type { CancelOutcome } from './providers/card-provider.js';

export interface ClosedAttempt {
  id: string;
  provider: PaymentProvider;
  providerPaymentId: string | null;
}

/** Card attempts are ended at the provider; PayPal orders need nothing (an order is only money once we capture it). */
export async function endAttemptsAtProvider(
  deps: Pick<PaymentDeps, 'providers' | 'log'>,
  attempts: readonly ClosedAttempt[],
): Promise<CancelOutcome[]> {
  const card = deps.providers.card;
  const outcomes: CancelOutcome[] = [];
  for (const attempt of attempts) {
    if (!card || attempt.provider !== card.provider || !attempt.providerPaymentId || !isCardAttemptId(attempt.providerPaymentId)) continue;
    try {
      const outcome = await card.cancelAttempt(attempt.providerPaymentId);
      if (outcome === 'completed')
        deps.log.warn({ ledgerId: attempt.id }, 'a closed card attempt had already taken money: its confirmation will be recorded');
      outcomes.push(outcome);
    } catch (error) {
      deps.log.error({ err: error, ledgerId: attempt.id }, 'could not end a closed card attempt at the provider');
    }
  }
  return outcomes;
}

/** Checkout Sessions and PaymentIntents (Stripe's and test mode's); PayPal order ids look otherwise. */
export function isCardAttemptId(providerPaymentId: string): boolean {
  return providerPaymentId.startsWith('cs_') || providerPaymentId.startsWith('pi_');
}
