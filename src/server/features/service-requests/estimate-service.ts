// The instant estimate: a price range for a shipper's route, service type, weight and urgency,
// from the admin's quote calculator at the ends of the road distance's uncertainty. Pure: the
// same inputs always give the same range, on the estimate route and when a request is stored.
// See docs/decisions/026-instant-estimate.md for the range.
import { calculateQuote, QUOTE_LIMITS, quoteUrgencyOf } from '../../../shared/service-requests/quote-calculator.js';
import type { InstantEstimate } from '../../../shared/service-requests/instant-estimate-texts.js';
import type { Urgency } from '../../../shared/service-requests/service-requests.js';
import { zipDistance } from '../../infra/zip-distance.js';

/**
 * How far the real road distance may be from the estimate, either way. Roads wind more on some
 * routes than the 1.2 average the distance assumes (mountains, water, sparse networks) and less on
 * others (interstates); 15% either side covers road factors from about 1.0 to 1.4.
 */
export const ROAD_DISTANCE_SPREAD = 0.15;

export interface EstimateInputs {
  pickupZip: string;
  deliveryZip: string;
  serviceType: string;
  weightPounds: number;
  urgency: Urgency;
}

export type EstimateOutcome =
  | { ok: true; estimate: InstantEstimate }
  | { ok: false; reason: 'unknown-zips'; unknownZips: string[] }
  /** Both ZIP codes are one: the distance within it is anyone's guess. */
  | { ok: false; reason: 'same-zip' };

export function instantEstimate(inputs: EstimateInputs): EstimateOutcome {
  const found = zipDistance(inputs.pickupZip, inputs.deliveryZip);
  if (!found.ok) return { ok: false, reason: 'unknown-zips', unknownZips: found.unknownZips };
  const miles = found.distance.estimatedRoadMiles;
  if (!(miles > 0)) return { ok: false, reason: 'same-zip' };

  const totalCentsAt = (distanceMiles: number) =>
    calculateQuote({
      distanceMiles,
      serviceType: inputs.serviceType,
      weightPounds: inputs.weightPounds,
      urgency: quoteUrgencyOf(inputs.urgency),
    }).totalCents;
  const lowMiles = miles * (1 - ROAD_DISTANCE_SPREAD);
  const highMiles = Math.min(miles * (1 + ROAD_DISTANCE_SPREAD), QUOTE_LIMITS.maxMiles);
  return {
    ok: true,
    estimate: {
      // Outward to whole dollars: an estimate shown to the cent would claim a precision it lacks.
      lowCents: Math.floor(totalCentsAt(lowMiles) / 100) * 100,
      highCents: Math.ceil(totalCentsAt(highMiles) / 100) * 100,
      estimatedMiles: miles,
      pickupZip: inputs.pickupZip,
      deliveryZip: inputs.deliveryZip,
      serviceType: inputs.serviceType,
      weightPounds: inputs.weightPounds,
      urgency: inputs.urgency,
    },
  };
}

/** What a request stores of its estimate: all null when it has none. */
export interface StoredEstimate {
  estimateLowCents: number | null;
  estimateHighCents: number | null;
  estimateMiles: number | null;
}

const NO_ESTIMATE: StoredEstimate = { estimateLowCents: null, estimateHighCents: null, estimateMiles: null };

/**
 * The estimate of a request being stored, computed from its own fields: the shipper's ZIP codes,
 * service type, weight (pounds as the schema left it, or none) and urgency. Null columns when
 * there is no estimate; never throws, so a request is never refused because of its estimate.
 */
export function estimateToStore(request: {
  userRole: string;
  pickupZip: string;
  deliveryZip: string;
  serviceType: string;
  weight?: string | undefined;
  urgency: Urgency;
}): StoredEstimate {
  if (request.userRole !== 'shipper' || request.weight === undefined) return NO_ESTIMATE;
  const weightPounds = Number(request.weight);
  if (!(weightPounds > 0 && weightPounds <= QUOTE_LIMITS.maxPounds)) return NO_ESTIMATE;
  try {
    const outcome = instantEstimate({
      ...request,
      pickupZip: request.pickupZip.slice(0, 5),
      deliveryZip: request.deliveryZip.slice(0, 5),
      weightPounds,
    });
    if (!outcome.ok) return NO_ESTIMATE;
    const { lowCents, highCents, estimatedMiles } = outcome.estimate;
    return { estimateLowCents: lowCents, estimateHighCents: highCents, estimateMiles: estimatedMiles };
  } catch {
    // The estimate is a courtesy: a calculator limit missed above must not cost the customer
    // their request. The request is stored without one, as for an unknown ZIP code.
    return NO_ESTIMATE;
  }
}
