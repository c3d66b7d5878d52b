// Detention proposed from the driver's own timestamps (issue 37). Dispatch calls this, inside the
// transaction that records a driver's stage, once a stop has both its arrival and its departure:
// the billed time at the customer's rate becomes a *proposed* line on the request's draft, with its
// evidence, at most once per stop (the proposal key). Operations or accounting approve or waive it.
import type { LineEvidence } from '../../../../shared/invoicing/invoice-line-schemas.js';
import { lineAmount } from '../../../../shared/invoicing/invoice-lines.js';
import type { Executor } from '../../../db/client.js';
import { accessorialRateFor, type RateCustomer } from '../accessorials/rate-lookup.js';
import { appendLine } from '../document-repository.js';
import { startDraft } from '../draft-start.js';
import { billedDetention, durationWords, type BilledDetention } from './detention-time.js';
import { clockTime, localDay, timeZoneOfState } from './state-time-zones.js';
import { locationNearStop, type PhonePosition, type StopPlace } from './stop-location.js';

export type DetentionStop = 'pickup' | 'delivery';

/** One stage the driver tapped: when (the phone's time, never the server's) and where, when shared. */
export interface StageMoment extends PhonePosition {
  recordedAt: Date;
}

export interface StopDetentionFacts {
  serviceRequestId: number;
  stop: DetentionStop;
  /** *At pickup* / *at delivery*. */
  arrival: StageMoment;
  /** *Picked up* / *delivered*. */
  departure: StageMoment;
  /** The stop's appointment on the assignment, when the office set one. */
  appointmentAt: Date | null;
  driverFirstName: string;
  customer: RateCustomer;
  place: StopPlace;
}

export type DetentionOutcome =
  | { proposed: true; lineId: number; billedMinutes: number }
  /** Nothing billable, no detention rate, or this stop's proposal already exists on the draft. */
  | { proposed: false; reason: 'not_billable' | 'no_rate' | 'already_proposed' };

export const detentionProposalKey = (stop: DetentionStop) => `detention:${stop}`;

export async function proposeStopDetention(executor: Executor, facts: StopDetentionFacts): Promise<DetentionOutcome> {
  const rate = await accessorialRateFor(executor, 'detention', facts.customer);
  if (!rate || rate.freeMinutes === null || rate.stepMinutes === null || rate.capMinutes === null)
    return { proposed: false, reason: 'no_rate' };
  const terms = { freeMinutes: rate.freeMinutes, stepMinutes: rate.stepMinutes, capMinutes: rate.capMinutes };
  const billed = billedDetention(
    { arrivedAt: facts.arrival.recordedAt, departedAt: facts.departure.recordedAt, appointmentAt: facts.appointmentAt },
    terms,
  );
  if (!billed) return { proposed: false, reason: 'not_billable' };

  // A sent invoice already on the request does not stop the proposal: the office voids and re-issues to bill it.
  const draft = await startDraft(executor, facts.serviceRequestId);
  const line = await appendLine(executor, draft.id, {
    kind: 'detention',
    description: detentionDescription(facts, billed, terms.freeMinutes),
    quantity: billed.quantity,
    unit: 'hours',
    rate: rate.rate,
    amount: lineAmount({ quantity: billed.quantity, rate: rate.rate }),
    state: 'proposed',
    source: 'detention',
    evidence: detentionEvidence(facts, billed, terms.freeMinutes),
    proposalKey: detentionProposalKey(facts.stop),
  });
  if (!line) return { proposed: false, reason: 'already_proposed' };
  return { proposed: true, lineId: line.id, billedMinutes: billed.billedMinutes };
}

function detentionEvidence(facts: StopDetentionFacts, billed: BilledDetention, freeMinutes: number): LineEvidence {
  const location = locationNearStop(facts.place, facts.arrival, facts.departure);
  return {
    arrivedAt: facts.arrival.recordedAt.toISOString(),
    departedAt: facts.departure.recordedAt.toISOString(),
    ...(billed.fromAppointment ? { appointmentAt: billed.clockStartedAt.toISOString() } : {}),
    freeMinutes,
    billedMinutes: billed.billedMinutes,
    stop: facts.stop,
    // The stop's zone: the customer reads the times as the dock's clock showed them.
    timeZone: timeZoneOfState(facts.place.state),
    driverFirstName: facts.driverFirstName,
    ...(location ? { location } : {}),
  };
}

/**
 * "Detention at pickup: 2 h 15 min over 2 h free (arrived 9:02 AM, left 1:17 PM CDT)", in the stop
 * state's zone; the dates too when the wait crossed midnight there; the appointment when the clock
 * started at it.
 */
export function detentionDescription(
  facts: Pick<StopDetentionFacts, 'stop' | 'arrival' | 'departure' | 'place'>,
  billed: BilledDetention,
  freeMinutes: number,
): string {
  const zone = timeZoneOfState(facts.place.state);
  const arrived = facts.arrival.recordedAt;
  const departed = facts.departure.recordedAt;
  const withDate = localDay(arrived, zone) !== localDay(departed, zone);
  const free = freeMinutes === 0 ? 'with no free time' : `over ${durationWords(freeMinutes)} free`;
  const appointment = billed.fromAppointment ? ` from the ${clockTime(billed.clockStartedAt, zone, { withDate })} appointment` : '';
  const times = `arrived ${clockTime(arrived, zone, { withDate })}, left ${clockTime(departed, zone, { withDate, withZone: true })}`;
  return `Detention at ${facts.stop}: ${durationWords(billed.billedMinutes)} ${free}${appointment} (${times})`;
}
