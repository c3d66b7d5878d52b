// The payment reminders a request's invoice was sent (issue 38, decision 076), as the back office
// reads them beside the invoice: when each went, which day it was, to whom and what it asked for.
import { z } from 'zod';

export const invoiceReminderSchema = z.object({
  invoiceNumber: z.string(),
  /** Days relative to the due date: -3 three days before, 1 the first day overdue, ... */
  offsetDays: z.number().int(),
  /** The last reminder day of the account's schedule: worded as a final notice. */
  finalNotice: z.boolean(),
  /** The balance the reminder asked for, in dollars ("1250.00"). */
  balance: z.string(),
  recipients: z.array(z.string()),
  sentAt: z.iso.datetime({ offset: true }),
});
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

export const invoiceRemindersSchema = z.object({
  /** Oldest first. */
  reminders: z.array(invoiceReminderSchema),
});
export type InvoiceReminders = z.infer<typeof invoiceRemindersSchema>;

/** How the back office names a reminder day: "3 days before due", "1 day overdue", "Due day". */
export function reminderDayLabel(offsetDays: number): string {
  if (offsetDays === 0) return 'On the due day';
  const days = Math.abs(offsetDays);
  const unit = days === 1 ? 'day' : 'days';
  return offsetDays < 0 ? `${days} ${unit} before due` : `${days} ${unit} overdue`;
}
