// The billed lines the payment page tests show, in English and in Spanish: linehaul, fuel by the
// mile, and detention with its proof, adding up to $1,250.50.
import type { InvoiceView } from '@shared/payments/payments';

/** The invoice's billed lines (issue 37): linehaul, fuel by the mile, and detention with its proof. */
export const INVOICE_LINES: InvoiceView['lines'] = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '999.25', amount: '999.25' },
  {
    kind: 'fuel_surcharge',
    description: 'Diesel $3.859, week of 2026-11-30',
    quantity: '200',
    unit: 'miles',
    rate: '0.4125',
    amount: '82.50',
  },
  {
    kind: 'detention',
    description: 'Detention at pickup',
    quantity: '2.25',
    unit: 'hours',
    rate: '75.00',
    amount: '168.75',
    detention: {
      stop: 'pickup',
      arrivedAt: '2026-11-24T14:02:00.000Z',
      departedAt: '2026-11-24T18:17:00.000Z',
      freeMinutes: 120,
      billedMinutes: 135,
    },
  },
];
