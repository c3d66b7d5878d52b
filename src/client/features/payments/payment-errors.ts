// When a payment call fails: what the page says (the server's own message when it sent one, the
// texts of PAYMENT_MESSAGES, in the page's language), and whether it was a conflict (409): the
// invoice may have been paid or reported meanwhile, so the page reads it again.
import type { I18n } from '@lingui/core';
import type { PaymentOutcome } from '@shared/payments/payments';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { ApiError } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';

export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The server's refusal in the page's language, or `fallback` when it gave none. */
export function paymentFailureMessage(i18n: I18n, error: unknown, fallback?: string): string {
  return shownMessage(i18n, failureRefusal(error, fallback));
}

/**
 * A card form or PayPal went through on the page: the id the server gave it (payment intent or
 * PayPal order) and, when the confirm or capture call answered one, the outcome.
 */
export type OnPaid = (paymentId: string, outcome: PaymentOutcome | undefined) => void;

/** A call was refused with 409; the message is already shown to the customer. */
export type OnConflict = (message: string) => void;

/** A payment on the page failed: told to the customer, a conflict passed on. */
export function showPaymentFailure(i18n: I18n, error: unknown, onConflict: OnConflict | undefined): void {
  const message = paymentFailureMessage(i18n, error, i18n._('payments.error.tryAgain'));
  toast({ title: i18n._('payments.error.failedTitle'), description: message, variant: 'destructive' });
  if (isConflict(error)) onConflict?.(message);
}

/** A test-mode payment on the page failed: logged as `logLabel`, then shown as any failure is. */
export function showTestPaymentFailure(i18n: I18n, error: unknown, logLabel: string, onConflict: OnConflict | undefined): void {
  console.error(logLabel, error);
  showPaymentFailure(i18n, error, onConflict);
}
