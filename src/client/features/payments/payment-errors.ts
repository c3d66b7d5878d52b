// When a payment call fails: what the page says (the server's own message when it sent one, the
// texts of PAYMENT_MESSAGES), and whether it was a conflict (409): the invoice may have been paid
// or reported meanwhile, so the page reads it again.
import type { PaymentOutcome } from '@shared/payments';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';

export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * A card form or PayPal went through on the page: the id the server gave it (payment intent or
 * PayPal order) and, when the confirm or capture call answered one, the outcome.
 */
export type OnPaid = (paymentId: string, outcome: PaymentOutcome | undefined) => void;

/** A call was refused with 409; the message is already shown to the customer. */
export type OnConflict = (message: string) => void;

/** A test-mode payment on the page failed: logged as `logLabel`, told to the customer, a conflict passed on. */
export function showTestPaymentFailure(error: unknown, logLabel: string, onConflict: OnConflict | undefined): void {
  console.error(logLabel, error);
  const message = failureMessage(error, 'Please try again.');
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
  if (isConflict(error)) onConflict?.(message);
}
