// A lumper receipt or scale ticket a driver sends from the road (issue 37; decision 071): what it
// is, what was paid, when, and its photo. The phone names the receipt once (receiptId) and sends
// it again until answered, exactly like a stage update; the server keeps the first.
import { z } from 'zod';
import { RECEIPT_KINDS } from '../invoicing/invoice-lines.js';
import { codedIssue, withCode } from '../message-issues.js';
import { amountToCents, formatUsd, moneyAmountSchema } from '../money.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

/**
 * The most one receipt may be: far above any lumper or scale fee, and it keeps the line's rate
 * (the amount plus the catalogue's fee) inside the invoice line's numeric(12,4).
 */
export const MAX_RECEIPT_AMOUNT = '99999.99';

/**
 * The text fields of POST /api/driver/loads/:ref/receipts (multipart/form-data; the photo under
 * `photo`, one JPEG or PNG). `recordedAt` is when the driver saved it (a queued receipt arrives later).
 */
export const driverReceiptFieldsSchema = z.object({
  receiptId: z.uuid({ error: 'receiptId must be a UUID' }),
  kind: z.enum(RECEIPT_KINDS, withCode(MESSAGES.chooseReceiptKind)),
  amount: moneyAmountSchema.superRefine((amount, context) => {
    if (amountToCents(amount) > amountToCents(MAX_RECEIPT_AMOUNT))
      context.addIssue({ code: 'custom', ...codedIssue(MESSAGES.amountTooLarge, { max: formatUsd(MAX_RECEIPT_AMOUNT) }) });
  }),
  recordedAt: z.iso.datetime({ offset: true }).optional(),
});
export type DriverReceiptFields = z.output<typeof driverReceiptFieldsSchema>;

/** The answer to a receipt: as stored (the same answer for a replay). */
export const driverReceiptResultSchema = z.object({
  receipt: z.object({
    id: z.number(),
    receiptId: z.string(),
    kind: z.enum(RECEIPT_KINDS),
    /** What the driver paid, in dollars ("180.00"). */
    amount: z.string(),
    recordedAt: z.string(),
  }),
  /** True when this receipt ID had been accepted before: nothing changed this time. */
  replayed: z.boolean(),
});
export type DriverReceiptResult = z.infer<typeof driverReceiptResultSchema>;
