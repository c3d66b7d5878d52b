// A load's fuel surcharge as the invoice editor, the quote lines editor and the quote calculator
// ask for it (decision 070): the line the server computed (which staff may still edit before
// saving), or why there is none, with the pickup date and miles it used and where they came from.
import { z } from 'zod';
import { moneyAmountSchema } from '../money.js';
import { NO_SURCHARGE_REASONS, type NoSurchargeReason } from './fuel-surcharge.js';
import { fuelDaySchema } from './fuel-surcharge-schemas.js';
import { lineQuantitySchema } from './invoice-line-schemas.js';
import { LINE_KINDS, LINE_UNITS } from './invoice-lines.js';

/** Where the pickup date came from: the dispatch's planned pickup, the customer's preferred date, or today. */
export const PICKUP_DATE_SOURCES = ['dispatch', 'preferred', 'today'] as const;
export type PickupDateSource = (typeof PICKUP_DATE_SOURCES)[number];

/** Where the miles came from: the request's instant estimate, or the ZIP codes' distance. */
export const LOAD_MILES_SOURCES = ['estimate', 'zip_distance'] as const;
export type LoadMilesSource = (typeof LOAD_MILES_SOURCES)[number];

const reasons = Object.keys(NO_SURCHARGE_REASONS) as [NoSurchargeReason, ...NoSurchargeReason[]];

/** GET .../fuel-surcharge?linehaul=: the linehaul total a percentage schedule applies to (optional for per-mile ones). */
export const loadSurchargeQuerySchema = z.strictObject({ linehaul: moneyAmountSchema.optional() });

const basis = {
  pickupDate: z.string(),
  pickupDateFrom: z.enum(PICKUP_DATE_SOURCES),
  /** Decimal string; null when the request's ZIP codes give no distance. */
  miles: z.string().nullable(),
  milesFrom: z.enum(LOAD_MILES_SOURCES).nullable(),
};

export const loadSurchargeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    /** To add as a line (kind, description, quantity, unit, rate): the server prices it again when saved. */
    line: z.object({
      kind: z.enum(LINE_KINDS),
      description: z.string(),
      quantity: z.string(),
      unit: z.enum(LINE_UNITS),
      rate: z.string(),
    }),
    amount: z.string(),
    dieselPrice: z.string(),
    weekOf: z.string(),
    ...basis,
  }),
  z.object({ kind: z.literal('none'), reason: z.enum(reasons), message: z.string(), ...basis }),
]);
export type LoadSurcharge = z.infer<typeof loadSurchargeSchema>;

/** GET /api/admin/fuel-surcharge/calculator: the quote calculator's distance and total, and a pickup date (today when absent). */
export const calculatorSurchargeQuerySchema = z.strictObject({
  miles: lineQuantitySchema,
  linehaul: moneyAmountSchema,
  pickupDate: fuelDaySchema('pickup date').optional(),
});

/** The calculator's surcharge line: the load's answer without a request's pickup date and miles sources. */
export const calculatorSurchargeSchema = z.discriminatedUnion('kind', [
  loadSurchargeSchema.options[0].omit({ pickupDateFrom: true, milesFrom: true }),
  loadSurchargeSchema.options[1].omit({ pickupDateFrom: true, milesFrom: true }),
]);
export type CalculatorSurcharge = z.infer<typeof calculatorSurchargeSchema>;
