// The fuel surcharge beside an estimate's range (decision 070): the instant estimate and the quote
// calculator price the linehaul; the surcharge is its own line on top, computed at each end of the
// range (the low end's miles and price, the high end's), by the schedule and week in force on the
// pickup date. Whole dollars outward, as the range itself: an estimate claims no cents.
import { lineAmountCents } from '../../../../shared/invoicing/invoice-lines.js';
import { centsToAmount } from '../../../../shared/money-format.js';
import type { Executor } from '../../../db/client.js';
import { fuelSurchargeFor } from './fuel-surcharge-for.js';

export interface EstimateFuelQuery {
  /** YYYY-MM-DD. */
  pickupDate: string;
  lowMiles: number;
  highMiles: number;
  /** The estimate's linehaul range, whole cents. */
  lowCents: number;
  highCents: number;
}

export interface EstimateFuelShare {
  lowCents: number;
  highCents: number;
  /** The week's diesel price the surcharge used, dollars a gallon ("3.859"), and its Monday. */
  dieselPrice: string;
  weekOf: string;
}

/** The surcharge range on top of an estimate, or undefined when the load would have none (no schedule, no price, below the peg). */
export async function estimateFuelShare(executor: Executor, query: EstimateFuelQuery): Promise<EstimateFuelShare | undefined> {
  const at = (miles: number, cents: number) =>
    fuelSurchargeFor(executor, { pickupDate: query.pickupDate, miles: miles.toFixed(1), linehaulAmount: centsToAmount(cents) });
  const [low, high] = [await at(query.lowMiles, query.lowCents), await at(query.highMiles, query.highCents)];
  if (low.kind !== 'line' || high.kind !== 'line') return undefined;
  return {
    lowCents: Math.floor(lineAmountCents(low.line) / 100) * 100,
    highCents: Math.ceil(lineAmountCents(high.line) / 100) * 100,
    dieselPrice: low.price.price,
    weekOf: low.price.weekOf,
  };
}
