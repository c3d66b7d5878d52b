// A request's quote calculator inputs, read from the request: its service type, weight, urgency
// and the road distance between its ZIP codes, with the calculator's estimate for them.
import { calculateQuote, QUOTE_LIMITS, quoteUrgencyOf } from '../../../shared/service-requests/quote-calculator.js';
import type { RequestQuoteInputs } from '../../../shared/service-requests/quote-estimate.js';
import { unknownZipMessage, zipDistance } from '../../infra/zip-distance.js';
import { serviceRequestDetail, type ServiceRequestDeps } from '../service-requests/index.js';

const SAME_ZIP_MESSAGE = 'Pickup and delivery share a ZIP code. Enter the distance by hand.';

export async function requestQuoteInputs(deps: Pick<ServiceRequestDeps, 'db' | 'publicBaseUrl'>, id: number): Promise<RequestQuoteInputs> {
  const request = await serviceRequestDetail(deps, id);
  const weightPounds = request.weight === null ? null : Number(request.weight);
  const urgency = quoteUrgencyOf(request.urgency);
  const found = zipDistance(request.pickupZip, request.deliveryZip);
  const distance = found.ok && found.distance.estimatedRoadMiles > 0 ? found.distance : null;
  const weightFits = weightPounds === null || weightPounds <= QUOTE_LIMITS.maxPounds;
  const problem = !found.ok
    ? unknownZipMessage(found.unknownZips)
    : !distance
      ? SAME_ZIP_MESSAGE
      : weightFits
        ? null
        : `The calculator prices weights up to ${QUOTE_LIMITS.maxPounds.toLocaleString('en-US')} lbs; quote this load by hand.`;
  return {
    id: request.id,
    referenceId: request.referenceId,
    serviceType: request.serviceType,
    weightPounds,
    urgency,
    pickupZip: request.pickupZip,
    deliveryZip: request.deliveryZip,
    distance,
    problem,
    estimatedQuote: request.estimatedQuote,
    estimate:
      distance && weightFits
        ? calculateQuote({
            distanceMiles: distance.estimatedRoadMiles,
            serviceType: request.serviceType,
            weightPounds: weightPounds ?? undefined,
            urgency,
          })
        : null,
  };
}
