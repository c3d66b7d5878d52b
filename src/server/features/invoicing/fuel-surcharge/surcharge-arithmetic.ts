// The fuel surcharge's arithmetic (decision 067), pure: how many steps a week's diesel price is
// above a schedule's peg, and the invoice line that many steps make. Every number is read as an
// exact decimal (thousandths of a dollar for prices, ten-thousandths for increments, cents for
// amounts); nothing passes through a float.
//
// The boundary rule, as carriers' tables print it: at or below the peg there is no surcharge; the
// first step starts a tenth of a cent above the peg (EIA prices have three decimals) and every
// started step counts whole. With a peg of $1.250 and steps of $0.050: $1.250 is 0 steps, $1.251
// to $1.300 is 1 step, $1.301 to $1.350 is 2, and so on: steps = ceil((price - peg) / step).
import type { FuelSurchargeBasis, NoSurchargeReason } from '../../../../shared/invoicing/fuel-surcharge.js';
import { DIESEL_PRICE_DECIMALS, SURCHARGE_INCREMENT_DECIMALS } from '../../../../shared/invoicing/fuel-surcharge.js';
import type { InvoiceLineInput } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { QUANTITY_DECIMALS, RATE_DECIMALS, trimDecimal } from '../../../../shared/invoicing/invoice-lines.js';
import { divideHalfUp, divideRoundingUp, fromUnits, toUnits } from './exact-decimal.js';

/** A schedule as the arithmetic needs it: decimal strings as the database stores them. */
export interface SurchargeSchedule {
  effectiveFrom: string;
  pegPrice: string;
  priceStep: string;
  basis: FuelSurchargeBasis;
  /** Dollars per mile per step (per_mile), or percentage points of linehaul per step (percent). */
  increment: string;
}

/** One week's U.S. retail diesel price, dollars per gallon. */
export interface WeeklyDieselPrice {
  /** The Monday of the week, YYYY-MM-DD. */
  weekOf: string;
  price: string;
}

/** What the load brings: its miles (per_mile) and its linehaul in dollars (percent). */
export interface SurchargeLoad {
  /** Decimal string, at most three decimals ("812", "812.5"); null when not known. */
  miles: string | null;
  /** Dollars, at most two decimals ("2150.00"); null when not known. */
  linehaulAmount: string | null;
}

export type FuelSurchargeLine = InvoiceLineInput & { kind: 'fuel_surcharge' };

export type SurchargeComputation = { kind: 'line'; line: FuelSurchargeLine; steps: number } | { kind: 'none'; reason: NoSurchargeReason };

/** The steps above the peg under the boundary rule: 0 at or below it, each started step counted whole. */
export function surchargeSteps(schedule: Pick<SurchargeSchedule, 'pegPrice' | 'priceStep'>, price: string): number {
  const above = toUnits(price, DIESEL_PRICE_DECIMALS) - toUnits(schedule.pegPrice, DIESEL_PRICE_DECIMALS);
  if (above <= 0n) return 0;
  const step = toUnits(schedule.priceStep, DIESEL_PRICE_DECIMALS);
  if (step <= 0n) throw new RangeError('a schedule’s price step must be more than 0');
  return Number(divideRoundingUp(above, step));
}

/** "Fuel surcharge: diesel $3.859 (week of 2026-11-30), schedule from 2026-01-01": which price and week the line used. */
export function surchargeDescription(schedule: SurchargeSchedule, week: WeeklyDieselPrice): string {
  const price = fromUnits(toUnits(week.price, DIESEL_PRICE_DECIMALS), DIESEL_PRICE_DECIMALS);
  return `Fuel surcharge: diesel $${price} (week of ${week.weekOf}), schedule from ${schedule.effectiveFrom}`;
}

/** The surcharge line of a load under a schedule and a week's price, or why there is none. */
export function computeSurcharge(schedule: SurchargeSchedule, week: WeeklyDieselPrice, load: SurchargeLoad): SurchargeComputation {
  const steps = surchargeSteps(schedule, week.price);
  if (steps === 0) return { kind: 'none', reason: 'below_peg' };
  const description = surchargeDescription(schedule, week);
  const increment = toUnits(schedule.increment, SURCHARGE_INCREMENT_DECIMALS);

  if (schedule.basis === 'per_mile') {
    const miles = load.miles === null ? 0n : toUnits(load.miles, QUANTITY_DECIMALS);
    if (miles <= 0n) return { kind: 'none', reason: 'no_miles' };
    // Dollars per mile, exact: steps × increment keeps the increment's four decimals (RATE_DECIMALS).
    const rate = fromUnits(BigInt(steps) * increment, RATE_DECIMALS);
    const line: FuelSurchargeLine = {
      kind: 'fuel_surcharge',
      description,
      quantity: trimDecimal(fromUnits(miles, QUANTITY_DECIMALS)),
      unit: 'miles',
      rate: trimDecimal(rate),
    };
    return { kind: 'line', line, steps };
  }

  const linehaulCents = load.linehaulAmount === null ? 0n : toUnits(load.linehaulAmount, 2);
  // cents × steps × (percentage points in ten-thousandths) / 100 / 10^4, to the cent, half up.
  const rateCents = divideHalfUp(linehaulCents * BigInt(steps) * increment, 100n * 10n ** BigInt(SURCHARGE_INCREMENT_DECIMALS));
  if (rateCents <= 0n) return { kind: 'none', reason: 'no_linehaul' };
  const line: FuelSurchargeLine = {
    kind: 'fuel_surcharge',
    description,
    quantity: '1',
    unit: 'flat',
    rate: trimDecimal(fromUnits(rateCents, 2)),
  };
  return { kind: 'line', line, steps };
}
