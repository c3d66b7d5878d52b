// Which of a page's methods to offer. Manual mode (no card or PayPal keys in production) leaves
// card and PayPal out altogether: a method that can never work is not a choice. In the other
// modes a provider that is down shows, disabled, with the reason.
import type { PaymentMethod } from '@shared/payments/payment-methods';
import type { PaymentsConfig } from '@shared/payments/payments';

const ONLINE_METHODS: readonly PaymentMethod[] = ['credit_card', 'paypal'];

export function isOnlineMethod(method: PaymentMethod): boolean {
  return ONLINE_METHODS.includes(method);
}

export function offeredMethods<Method extends PaymentMethod>(methods: readonly Method[], config: PaymentsConfig): Method[] {
  return config.mode === 'manual' ? methods.filter((method) => !isOnlineMethod(method)) : [...methods];
}

/** The online methods whose provider is down right now: offered, but shown disabled with the reason. */
export function unavailableMethods(config: PaymentsConfig): PaymentMethod[] {
  return ONLINE_METHODS.filter((method) => (method === 'credit_card' ? !config.cardAvailable : !config.paypalAvailable));
}

/** The offered methods the customer can use now. */
export function usableMethods<Method extends PaymentMethod>(methods: readonly Method[], config: PaymentsConfig): Method[] {
  const unavailable = unavailableMethods(config);
  return offeredMethods(methods, config).filter((method) => !unavailable.includes(method));
}
