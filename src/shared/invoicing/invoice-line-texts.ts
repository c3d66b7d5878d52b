// What an invoice's lines read to a customer (the payment page, the customer's page, the PDF):
// each text once, in English, as a message of the `shared` catalog; pages and the server show it
// in the customer's language. Plain constants: no zod.
import type { LabelMessage } from '../labels/label-message.js';

export const INVOICE_LINE_TEXTS = {
  caption: /*i18n*/ { id: 'shared.invoiceLines.caption', message: 'What the invoice bills' },
  charge: /*i18n*/ { id: 'shared.invoiceLines.charge', message: 'Charge' },
  amount: /*i18n*/ { id: 'shared.invoiceLines.amount', message: 'Amount' },
  total: /*i18n*/ { id: 'shared.invoiceLines.total', message: 'Total' },
  /** A line priced by quantity: "812 miles x $2.15". */
  quantityTimesRate: /*i18n*/ { id: 'shared.invoiceLines.quantityTimesRate', message: '{quantity} {unit} x {rate}' },
  /** The proof of a detention line: the driver's own arrival and departure times. */
  detentionAtPickup: /*i18n*/ { id: 'shared.invoiceLines.detentionAtPickup', message: 'At pickup: arrived {arrived}, left {departed}' },
  detentionAtDelivery: /*i18n*/ {
    id: 'shared.invoiceLines.detentionAtDelivery',
    message: 'At delivery: arrived {arrived}, left {departed}',
  },
  detentionFreeTime: /*i18n*/ { id: 'shared.invoiceLines.detentionFreeTime', message: '{free} free, {billed} billed' },
  detentionAppointment: /*i18n*/ {
    id: 'shared.invoiceLines.detentionAppointment',
    message: 'The appointment was {appointment}: the free time ran from it.',
  },
  /** "2 h 15 min", "45 min", "2 h". */
  hoursAndMinutes: /*i18n*/ { id: 'shared.invoiceLines.hoursAndMinutes', message: '{hours} h {minutes} min' },
  hoursOnly: /*i18n*/ { id: 'shared.invoiceLines.hoursOnly', message: '{hours} h' },
  minutesOnly: /*i18n*/ { id: 'shared.invoiceLines.minutesOnly', message: '{minutes} min' },
  /** A credit note under the total (decision 069): "Credit note CN-2026-000004", its reason below. */
  creditNote: /*i18n*/ { id: 'shared.invoiceLines.creditNote', message: 'Credit note {number}' },
  /** What is owed once the credit notes are taken off the total. */
  balance: /*i18n*/ { id: 'shared.invoiceLines.balance', message: 'Balance after credit notes' },
} as const satisfies Record<string, LabelMessage>;
