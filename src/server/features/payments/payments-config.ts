// GET /api/payments/config: what the payment pages may offer, from the server's settings.
import type { PaymentsConfig } from '../../../shared/payments/payments.js';
import type { PaymentDeps } from './deps.js';

export function paymentsConfig(deps: Pick<PaymentDeps, 'settings' | 'providers'>): PaymentsConfig {
  const { settings, providers } = deps;
  return {
    mode: settings.mode,
    stripePublishableKey: settings.stripe?.publishableKey ?? null,
    paypalClientId: settings.paypal?.clientId ?? null,
    cardAvailable: providers.card !== undefined,
    paypalAvailable: providers.wallet !== undefined,
    maxAmount: settings.maxAmount,
    zelle: settings.zelle,
    bankInstructions: settings.bankInstructions ?? null,
  };
}
