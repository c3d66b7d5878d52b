// What the back office sends and reads about the fuel surcharge (issue 37, decision 067): the
// schedules, the weekly diesel prices and a fetch from the EIA. One declaration serves the
// server's validation, its OpenAPI description and the Billing screen's forms and types.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { safeString } from '../safe-text.js';
import {
  DIESEL_PRICE_DECIMALS,
  DIESEL_PRICE_SOURCES,
  DIESEL_PRICE_WHOLE_DIGITS,
  FUEL_SURCHARGE_BASES,
  isMonday,
  mondayOf,
  SURCHARGE_INCREMENT_DECIMALS,
  SURCHARGE_INCREMENT_WHOLE_DIGITS,
} from './fuel-surcharge.js';
import { positiveDecimalSchema } from './invoice-line-schemas.js';

/** The earliest day a schedule or a price may name: the EIA's weekly diesel series starts in 1994. */
export const EARLIEST_FUEL_DAY = '1994-01-01';
export const LATEST_FUEL_DAY = '2099-12-31';

/** A calendar day typed as YYYY-MM-DD, in the years a schedule or a price can mean. */
export function fuelDaySchema(what: string) {
  return safeString({ error: `Enter the ${what} as a date like 2026-11-30` })
    .trim()
    .pipe(z.iso.date({ error: `Enter the ${what} as a date like 2026-11-30` }))
    .refine((day) => day >= EARLIEST_FUEL_DAY && day <= LATEST_FUEL_DAY, { error: `The ${what} must be between 1994 and 2099` });
}

/** Dollars per gallon with at most three decimals, as the EIA publishes it ("3.859"). */
export const dieselPriceAmountSchema = positiveDecimalSchema('price', DIESEL_PRICE_DECIMALS, DIESEL_PRICE_WHOLE_DIGITS, '3.859');

/** POST /api/admin/fuel-surcharge/schedules: a new schedule, in force from its date. */
export const newFuelScheduleSchema = z.strictObject({
  effectiveFrom: fuelDaySchema('effective date'),
  pegPrice: positiveDecimalSchema('peg price', DIESEL_PRICE_DECIMALS, DIESEL_PRICE_WHOLE_DIGITS, '1.250'),
  priceStep: positiveDecimalSchema('price step', DIESEL_PRICE_DECIMALS, DIESEL_PRICE_WHOLE_DIGITS, '0.05'),
  basis: z.enum(FUEL_SURCHARGE_BASES, { error: 'Choose per mile or percent of linehaul' }),
  increment: positiveDecimalSchema('increment', SURCHARGE_INCREMENT_DECIMALS, SURCHARGE_INCREMENT_WHOLE_DIGITS, '0.01 or 0.5'),
});
export type NewFuelSchedule = z.input<typeof newFuelScheduleSchema>;
export type ParsedFuelSchedule = z.output<typeof newFuelScheduleSchema>;

/** A schedule as the back office reads it. */
export const fuelScheduleSchema = z.object({
  id: z.number(),
  effectiveFrom: z.string(),
  pegPrice: z.string(),
  priceStep: z.string(),
  basis: z.enum(FUEL_SURCHARGE_BASES),
  increment: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FuelSchedule = z.infer<typeof fuelScheduleSchema>;

export const fuelScheduleListSchema = z.object({ items: z.array(fuelScheduleSchema) });
export type FuelScheduleList = z.infer<typeof fuelScheduleListSchema>;

/** POST /api/admin/fuel-surcharge/diesel-prices: a week's price typed by staff (the week's Monday). */
export const recordDieselPriceSchema = z.strictObject({
  // Refused, not moved to its Monday: a price typed against the wrong day is more likely a typo
  // of the date than a week meant, and the message names the Monday to use.
  weekOf: fuelDaySchema('week').superRefine((day, context) => {
    // Zod runs this even after the date was refused: only a real date has a Monday to name.
    if (isCalendarDate(day) && !isMonday(day))
      context.addIssue({ code: 'custom', message: FUEL_SURCHARGE_MESSAGES.notAMonday(day, mondayOf(day)), input: day });
  }),
  price: dieselPriceAmountSchema,
});
export type RecordDieselPrice = z.input<typeof recordDieselPriceSchema>;

/** A week's price as the back office reads it. */
export const dieselPriceSchema = z.object({
  weekOf: z.string(),
  price: z.string(),
  source: z.enum(DIESEL_PRICE_SOURCES),
  recordedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type DieselPrice = z.infer<typeof dieselPriceSchema>;

export const dieselPriceListSchema = z.object({
  items: z.array(dieselPriceSchema),
  /** EIA_API_KEY is set: the screen offers "Fetch from the EIA". */
  eiaConfigured: z.boolean(),
});
export type DieselPriceList = z.infer<typeof dieselPriceListSchema>;

/** What recording or fetching a week's price did: a new week, a changed price, or the same price again. */
export const DIESEL_PRICE_OUTCOMES = ['recorded', 'changed', 'unchanged'] as const;
export type DieselPriceOutcome = (typeof DIESEL_PRICE_OUTCOMES)[number];

export const dieselPriceChangeSchema = z.object({
  outcome: z.enum(DIESEL_PRICE_OUTCOMES),
  price: dieselPriceSchema,
});
export type DieselPriceChange = z.infer<typeof dieselPriceChangeSchema>;

/** The back office's refusals and answers, in English (back-office texts are English only). */
export const FUEL_SURCHARGE_MESSAGES = {
  scheduleExists: (day: string) =>
    `A schedule already starts on ${day}. Choose another date; a schedule once added is kept for the invoices it explains.`,
  notAMonday: (day: string, monday: string) =>
    `The EIA publishes one price per week, for its Monday: ${day} is not a Monday. Use ${monday}.`,
  eiaNotConfigured: 'Fetching from the EIA is off: set EIA_API_KEY on the server to turn it on.',
  eiaUnavailable: 'The EIA’s API did not answer. Try again in a few minutes, or type the week’s price.',
  eiaRefused: (status: number) => `The EIA’s API refused the request (HTTP ${status}). Check EIA_API_KEY, or type the week’s price.`,
  eiaBadData: 'The EIA’s API answered with data we could not read as a weekly diesel price. Nothing was stored; type the week’s price.',
  eiaNoData: 'The EIA’s API has no weekly diesel price yet. Nothing was stored; try again later, or type the week’s price.',
} as const;
