// POST /api/track: a service request's status timeline, for its reference ID and contact e-mail.
// POST rather than GET so the e-mail address never appears in a URL, a log line or a history.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { trackingLookupSchema, trackingResultSchema } from '../../../shared/tracking-lookup.js';
import type { Database } from '../../db/client.js';
import { trackServiceRequest } from './service.js';

export async function trackingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/track',
    {
      // Two short strings; nothing bigger is worth reading.
      bodyLimit: 4 * 1024,
      // Every look-up is a guess at a pair of reference ID and e-mail. The IDs are unguessable,
      // but a leaked one (they are in payment links) could be tried against many e-mail
      // addresses, or many IDs against one address: 10 a minute per client makes that hopeless.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Track a service request',
        description:
          "The request's status and the dates it changed, when the reference ID and the request's contact e-mail " +
          'belong together. An unknown ID, a wrong e-mail and an ID that cannot exist all get the same 404.',
        body: trackingLookupSchema,
        response: { 200: trackingResultSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => trackServiceRequest(db, request.body),
  );
}
