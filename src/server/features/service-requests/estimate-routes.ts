// GET /api/estimate: the instant price range for a shipper's route, service type, weight and
// urgency, before any request exists. Public, so rate limited; HTTP only: query in, service call,
// reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Locale } from '../../../shared/i18n.js';
import type { InstantEstimate } from '../../../shared/service-requests/instant-estimate-texts.js';
import {
  ESTIMATE_PATH,
  estimateQuerySchema,
  instantEstimateSchema,
  sameZipEstimateMessage,
  unknownZipEstimateMessage,
} from '../../../shared/service-requests/instant-estimate.js';
import { utcToday } from '../../../shared/calendar-date.js';
import { HttpError, notFound } from '../../errors.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { translator } from '../../i18n/translator.js';
import { estimateFuelNote } from './estimate-fuel-note.js';
import { instantEstimate, ROAD_DISTANCE_SPREAD } from './estimate-service.js';

/**
 * The fuel surcharge on top of an estimate's range, from invoicing's schedule (decision 070).
 * Given by the composition (feature-routes.ts): invoicing already depends on service-requests, so
 * this feature names the question and leaves the answer to be plugged in.
 */
export type EstimateFuelLookup = (query: {
  pickupDate: string;
  lowMiles: number;
  highMiles: number;
  lowCents: number;
  highCents: number;
}) => Promise<InstantEstimate['fuelSurcharge']>;

export interface EstimateRouteDeps {
  fuelSurcharge?: EstimateFuelLookup | undefined;
  /** Today's date for the surcharge's schedule and week; the system clock when absent. */
  now?: () => Date;
}

export async function estimateRoutes(app: FastifyInstance, deps: EstimateRouteDeps = {}) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ESTIMATE_PATH,
    {
      // The form asks again each time its inputs settle; 30 a minute is far more than a customer
      // types, and keeps a script from mapping the price list at speed.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Estimate the price of a shipment',
        description:
          "The admin's quote calculator at the low and high ends of the estimated road distance between the ZIP codes, " +
          'rounded outward to whole dollars: an estimate the team confirms with the quote. 404 when a ZIP code has no ' +
          "known location (as in the office's calculator), 422 when both ZIP codes are the same.",
        querystring: estimateQuerySchema,
        response: { 200: instantEstimateSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      const { weight, ...query } = request.query;
      const outcome = instantEstimate({ ...query, weightPounds: weight });
      if (outcome.ok) return withFuelSurcharge(outcome.estimate, deps, requestLocale(request));
      if (outcome.reason === 'unknown-zips') throw notFound(unknownZipEstimateMessage(outcome.unknownZips));
      throw new HttpError(422, sameZipEstimateMessage(query.pickupZip));
    },
  );
}

/**
 * The estimate with its fuel surcharge line when a schedule and week apply today (an estimate has
 * no pickup date yet). The range stays the linehaul's, as the request stores it.
 */
async function withFuelSurcharge(estimate: InstantEstimate, deps: EstimateRouteDeps, locale: Locale): Promise<InstantEstimate> {
  if (!deps.fuelSurcharge) return estimate;
  const fuelSurcharge = await deps.fuelSurcharge({
    pickupDate: utcToday(deps.now?.() ?? new Date()),
    lowMiles: estimate.estimatedMiles * (1 - ROAD_DISTANCE_SPREAD),
    highMiles: estimate.estimatedMiles * (1 + ROAD_DISTANCE_SPREAD),
    lowCents: estimate.lowCents,
    highCents: estimate.highCents,
  });
  if (!fuelSurcharge) return estimate;
  return { ...estimate, fuelSurcharge, fuelNote: estimateFuelNote(translator(locale), locale, fuelSurcharge) };
}
