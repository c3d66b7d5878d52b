// What payments gives invoicing for correcting a sent invoice (a credit note or a void, decision
// 069): whether money for it is on its way, closing the attempts opened for its old amount, and,
// after a credit note, the invoice's payment status and refund due following its new balance (073).
// An attempt's amount is fixed when it opens and a confirmation is checked against it, so an open
// checkout of the old amount would otherwise settle the corrected invoice for the wrong sum.
import { PAYMENT_PROVIDERS } from '../../../shared/payments/payment-methods.js';
import type { Executor } from '../../db/client.js';
import type { InvoicePayments } from '../invoicing/index.js';
import { endAttemptsAtProvider } from './attempt-closing-service.js';
import type { PaymentDeps } from './deps.js';
import { settleInvoice } from './invoice-settlement.js';
import { cancelOpenAttempts, findAttemptInFlight, findPendingReport } from './ledger-repository.js';

export function invoicePaymentsPort(deps: Pick<PaymentDeps, 'providers' | 'log'>): InvoicePayments {
  return {
    async holdOn(executor: Executor, serviceRequestId: number) {
      if (await findAttemptInFlight(executor, serviceRequestId)) return 'payment_in_flight';
      if (await findPendingReport(executor, serviceRequestId)) return 'transfer_reported';
      return null;
    },
    async closeOpenAttempts(executor: Executor, serviceRequestId: number, reason: string) {
      // One being confirmed right now is left to its confirmation, which applies it to the new balance.
      const closed = await cancelOpenAttempts(executor, serviceRequestId, { providers: PAYMENT_PROVIDERS, skipLocked: true }, reason);
      // After commit: a card form or checkout still open at the provider can no longer take money.
      // One that already did is confirmed as usual when its event arrives (attempt-closing-service.ts).
      return async () => {
        await endAttemptsAtProvider(deps, closed);
      };
    },
    async settleStanding(executor: Executor, serviceRequestId: number) {
      await settleInvoice(executor, serviceRequestId);
    },
  };
}
