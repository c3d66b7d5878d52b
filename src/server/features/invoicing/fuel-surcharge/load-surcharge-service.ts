// A request's fuel surcharge line for the editors (decision 070). The pickup date is the day the
// load is planned to move: the dispatch's planned pickup date once dispatched (the office's
// latest word), else the customer's preferred date, else today (a quote for a load without a
// date prices today's schedule and week). The miles are the instant estimate's when the request
// has one (what the customer was shown), else the ZIP codes' road distance.
import { NO_SURCHARGE_REASONS } from '../../../../shared/invoicing/fuel-surcharge.js';
import { lineAmount } from '../../../../shared/invoicing/invoice-lines.js';
import type { CalculatorSurcharge, LoadMilesSource, LoadSurcharge, PickupDateSource } from '../../../../shared/invoicing/load-surcharge.js';
import { REQUEST_NOT_FOUND } from '../../../../shared/service-requests/admin-service-requests.js';
import { utcToday } from '../../../../shared/calendar-date.js';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { zipDistance } from '../../../infra/zip-distance.js';
import { fuelSurchargeFor } from './fuel-surcharge-for.js';
import { findLoadFacts, type LoadFacts } from './load-facts-repository.js';

export async function loadFuelSurcharge(
  executor: Executor,
  serviceRequestId: number,
  linehaul: string | null,
  now: Date = new Date(),
): Promise<LoadSurcharge> {
  const facts = await findLoadFacts(executor, serviceRequestId);
  if (!facts) throw notFound(REQUEST_NOT_FOUND);
  const pickup = pickupDateOf(facts, utcToday(now));
  const miles = milesOf(facts);
  const basis = { pickupDate: pickup.date, pickupDateFrom: pickup.from, miles: miles?.miles ?? null, milesFrom: miles?.from ?? null };
  const outcome = await fuelSurchargeFor(executor, { pickupDate: pickup.date, miles: basis.miles, linehaulAmount: linehaul });
  if (outcome.kind === 'none') return { kind: 'none', reason: outcome.reason, message: NO_SURCHARGE_REASONS[outcome.reason], ...basis };
  return {
    kind: 'line',
    line: outcome.line,
    amount: lineAmount(outcome.line),
    dieselPrice: outcome.price.price,
    weekOf: outcome.price.weekOf,
    ...basis,
  };
}

export function pickupDateOf(
  facts: Pick<LoadFacts, 'plannedPickupDate' | 'preferredDate'>,
  today: string,
): { date: string; from: PickupDateSource } {
  if (facts.plannedPickupDate) return { date: facts.plannedPickupDate, from: 'dispatch' };
  if (facts.preferredDate) return { date: facts.preferredDate, from: 'preferred' };
  return { date: today, from: 'today' };
}

/** The load's miles with one decimal (the estimate's own precision), or none when the ZIP codes give no distance. */
function milesOf(facts: LoadFacts): { miles: string; from: LoadMilesSource } | undefined {
  if (facts.estimateMiles !== null && facts.estimateMiles > 0) return { miles: facts.estimateMiles.toFixed(1), from: 'estimate' };
  const found = zipDistance(facts.pickupZip.slice(0, 5), facts.deliveryZip.slice(0, 5));
  if (!found.ok || !(found.distance.estimatedRoadMiles > 0)) return undefined;
  return { miles: found.distance.estimatedRoadMiles.toFixed(1), from: 'zip_distance' };
}

/** The quote calculator's surcharge: its distance and total (the linehaul), on a pickup date (today when none is given). */
export async function calculatorFuelSurcharge(
  executor: Executor,
  query: { miles: string; linehaul: string; pickupDate?: string | undefined },
  now: Date = new Date(),
): Promise<CalculatorSurcharge> {
  const pickupDate = query.pickupDate ?? utcToday(now);
  const basis = { pickupDate, miles: query.miles };
  const outcome = await fuelSurchargeFor(executor, { pickupDate, miles: query.miles, linehaulAmount: query.linehaul });
  if (outcome.kind === 'none') return { kind: 'none', reason: outcome.reason, message: NO_SURCHARGE_REASONS[outcome.reason], ...basis };
  return {
    kind: 'line',
    line: outcome.line,
    amount: lineAmount(outcome.line),
    dieselPrice: outcome.price.price,
    weekOf: outcome.price.weekOf,
    ...basis,
  };
}
