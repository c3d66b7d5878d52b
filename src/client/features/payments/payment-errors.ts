// What the payment pages say when a call fails: the server's own message when it sent one (the
// texts of PAYMENT_MESSAGES), and whether it was a conflict (409): the invoice may have been paid
// or reported meanwhile, so the page reads it again.
import type { PaymentOutcome } from '@shared/payments';
import { ApiError } from '@/lib/api';

export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}

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
