// The fuel surcharge's vocabulary (issue 37): how a schedule charges per step, and where a week's
// diesel price came from. The schedule's arithmetic lives with the server's fuel surcharge.
import { addDays } from '../calendar-date.js';

/** Per step above the peg: dollars per mile, or percentage points of the linehaul. */
export const FUEL_SURCHARGE_BASES = ['per_mile', 'percent'] as const;
export type FuelSurchargeBasis = (typeof FUEL_SURCHARGE_BASES)[number];

/** Typed by staff from the EIA's page, or fetched from the EIA's open-data API. */
export const DIESEL_PRICE_SOURCES = ['staff', 'eia'] as const;
export type DieselPriceSource = (typeof DIESEL_PRICE_SOURCES)[number];

/** Digits the schedule and the price keep (the database's numeric(6,3) and numeric(8,4)). */
export const DIESEL_PRICE_DECIMALS = 3;
export const DIESEL_PRICE_WHOLE_DIGITS = 3;
export const SURCHARGE_INCREMENT_DECIMALS = 4;
export const SURCHARGE_INCREMENT_WHOLE_DIGITS = 4;

/** How many recent weeks the back office lists: a year of prices. */
export const DIESEL_PRICE_LIST_WEEKS = 52;

export const FUEL_SURCHARGE_BASIS_LABELS: Record<FuelSurchargeBasis, string> = {
  per_mile: 'Dollars per mile',
  percent: 'Percent of linehaul',
};

/** Why a load has no fuel surcharge line: the invoice editor and the quote say so in these words. */
export const NO_SURCHARGE_REASONS = {
  no_schedule: 'No fuel surcharge schedule is in force on the pickup date',
  no_price: 'No diesel price is recorded for a week on or before the pickup date',
  below_peg: 'The diesel price is at or below the schedule’s peg price',
  no_miles: 'The schedule charges per mile and the load has no miles',
  no_linehaul: 'The schedule charges a percentage of linehaul and the load has no linehaul amount',
} as const;
export type NoSurchargeReason = keyof typeof NO_SURCHARGE_REASONS;

/** Day of the week of a YYYY-MM-DD, 1 (Monday) to 7 (Sunday), as PostgreSQL's isodow counts. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The EIA's weeks are named by their Monday: the table takes no other day (diesel_prices_monday_check). */
export function isMonday(day: string): boolean {
  return isoWeekday(day) === 1;
}

/** The Monday of the week a day falls in (the day itself on a Monday; the Monday before on a Sunday). */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}
