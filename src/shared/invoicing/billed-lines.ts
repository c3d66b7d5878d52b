// A sent invoice's billed lines as everyone outside the back office reads them: the customer's
// page, the payment page, the PDF, the mails, and the card and PayPal checkouts. Approved lines
// only (decision 066); a detention line carries the driver's times as its evidence. The schema is
// the customer APIs' answer; the type is plain so mails and renderers need no zod.
import { z } from 'zod';
import { LINE_KINDS, LINE_UNITS, type LineKind, type LineUnit } from './invoice-lines.js';

/** What proves a detention line to the customer: when the truck arrived and left, and the free time. */
export interface DetentionEvidence {
  stop: 'pickup' | 'delivery';
  arrivedAt: string;
  departedAt: string;
  /** The appointment the free time ran from, when the driver arrived before it. */
  appointmentAt?: string | undefined;
  freeMinutes: number;
  billedMinutes: number;
  /** The stop's IANA zone; the reader's own when absent. */
  timeZone?: string | undefined;
}

export interface BilledLine {
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
  detention?: DetentionEvidence | undefined;
}

export const detentionEvidenceSchema = z.object({
  stop: z.enum(['pickup', 'delivery']),
  arrivedAt: z.string(),
  departedAt: z.string(),
  appointmentAt: z.string().optional(),
  freeMinutes: z.number(),
  billedMinutes: z.number(),
  timeZone: z.string().optional(),
});

export const billedLineSchema = z.object({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantity: z.string(),
  unit: z.enum(LINE_UNITS),
  rate: z.string(),
  amount: z.string(),
  detention: detentionEvidenceSchema.optional(),
});
