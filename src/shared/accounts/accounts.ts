// Customer accounts (issue 38, decision 072): a customer company that buys on terms. The terms,
// the reminder schedule and the account's fields live here once, for the server's schemas, the
// back office's forms and the customer's page.
import { z } from 'zod';
import { addDays } from '../calendar-date.js';

/** Payment terms an account may have; a request with no account is paid on receipt. */
export const PAYMENT_TERMS = ['due_on_receipt', 'net_7', 'net_15', 'net_30', 'net_45'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Days from the day an invoice is sent to the day it is due. */
export const TERMS_DAYS: Readonly<Record<PaymentTerms, number>> = {
  due_on_receipt: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
  net_45: 45,
};

/** A one-off customer (no account) pays on receipt, as before accounts existed. */
export const ONE_OFF_TERMS: PaymentTerms = 'due_on_receipt';

/**
 * Reminder days relative to the due date: 3 days before, the first day overdue, then 15 and 30 days
 * overdue (the last one is the final notice). An account may keep its own list.
 */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [-3, 1, 15, 30];
/** The bounds of a reminder day an office may choose: two weeks before to six months after. */
export const REMINDER_OFFSET_MIN = -14;
export const REMINDER_OFFSET_MAX = 180;
export const REMINDER_OFFSETS_MAX_COUNT = 8;

export const reminderOffsetsSchema = z
  .array(z.number().int().min(REMINDER_OFFSET_MIN).max(REMINDER_OFFSET_MAX))
  .max(REMINDER_OFFSETS_MAX_COUNT)
  .refine((days) => new Set(days).size === days.length, { message: 'Each reminder day may appear once.' })
  .transform((days) => [...days].sort((a, b) => a - b));

/** The day (YYYY-MM-DD) an invoice sent on `sentDay` (YYYY-MM-DD, in the billing time zone) is due. */
export function dueDayFor(terms: PaymentTerms, sentDay: string): string {
  return addDays(sentDay, TERMS_DAYS[terms]);
}
