// GET /api/estimate: the instant price range for a shipper's route, service type, weight and
// urgency, before any request exists. Public, so rate limited; HTTP only: query in, service call,
// reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  ESTIMATE_PATH,
  estimateQuerySchema,
  instantEstimateSchema,
  sameZipEstimateMessage,
  unknownZipEstimateMessage,
} from '../../../shared/service-requests/instant-estimate.js';
import { HttpError, notFound } from '../../errors.js';
import { instantEstimate } from './estimate-service.js';

export async function estimateRoutes(app: FastifyInstance) {
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
      if (outcome.ok) return outcome.estimate;
      if (outcome.reason === 'unknown-zips') throw notFound(unknownZipEstimateMessage(outcome.unknownZips));
      throw new HttpError(422, sameZipEstimateMessage(query.pickupZip));
    },
  );
}
