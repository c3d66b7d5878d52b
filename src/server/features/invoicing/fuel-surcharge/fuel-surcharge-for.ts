// The fuel surcharge of a load, as the invoice editor and the quotes ask for it (decision 067):
// the schedule in force on the pickup date (the latest effective date on or before it) and the
// diesel price in force that day (the latest week, named by its Monday, on or before it), then the
// arithmetic. The answer is the line to add, or why there is none.
import type { NoSurchargeReason } from '../../../../shared/invoicing/fuel-surcharge.js';
import type { Executor } from '../../../db/client.js';
import { dieselPriceInForceOn, scheduleInForceOn } from './repository.js';
import { computeSurcharge, type FuelSurchargeLine, type SurchargeSchedule, type WeeklyDieselPrice } from './surcharge-arithmetic.js';

export interface FuelSurchargeQuery {
  /** YYYY-MM-DD. */
  pickupDate: string;
  /** Decimal string, at most three decimals; null when the load's miles are not known. */
  miles: string | null;
  /** Dollars, at most two decimals; null when there is no linehaul yet. */
  linehaulAmount: string | null;
}

export type FuelSurchargeOutcome =
  | {
      kind: 'line';
      /** An InvoiceLineInput of kind 'fuel_surcharge': store it with source 'fuel_schedule'. */
      line: FuelSurchargeLine;
      steps: number;
      schedule: SurchargeSchedule & { id: number };
      price: WeeklyDieselPrice;
    }
  | { kind: 'none'; reason: NoSurchargeReason };

export async function fuelSurchargeFor(executor: Executor, query: FuelSurchargeQuery): Promise<FuelSurchargeOutcome> {
  const schedule = await scheduleInForceOn(executor, query.pickupDate);
  if (!schedule) return { kind: 'none', reason: 'no_schedule' };
  const priceRow = await dieselPriceInForceOn(executor, query.pickupDate);
  if (!priceRow) return { kind: 'none', reason: 'no_price' };
  const used: SurchargeSchedule & { id: number } = {
    id: schedule.id,
    effectiveFrom: schedule.effectiveFrom,
    pegPrice: schedule.pegPrice,
    priceStep: schedule.priceStep,
    basis: schedule.basis,
    increment: schedule.increment,
  };
  const price: WeeklyDieselPrice = { weekOf: priceRow.weekOf, price: priceRow.price };
  const computed = computeSurcharge(used, price, { miles: query.miles, linehaulAmount: query.linehaulAmount });
  if (computed.kind === 'none') return computed;
  return { kind: 'line', line: computed.line, steps: computed.steps, schedule: used, price };
}
