// POST /api/track: a service request's status timeline, for its reference ID and contact e-mail.
// POST rather than GET so the e-mail address never appears in a URL, a log line or a history.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackingLookupSchema, trackingResultSchema } from '../../../shared/tracking-lookup.js';
import { trackServiceRequest } from './service.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export async function trackingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
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
        response: { 200: trackingResultSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => trackServiceRequest(app.database.db, request.body),
  );
}
