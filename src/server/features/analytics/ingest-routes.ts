// POST /api/track/interaction: the background interaction events of every page (spec section 7).
// Cheap by design: a bounded body, validated, stored with one insert, answered 204 with no body.
// The browser only logs failures, so nothing here can ever break a page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { interactionPayloadSchema, isSessionId, type InteractionPayload } from '../../../shared/analytics/interaction-events.js';
import { INTERACTION_ENDPOINT, INTERACTION_LIMITS, SESSION_ID_HEADER } from '../../../shared/analytics/interaction-types.js';
import type { Database } from '../../db/client.js';
import { badRequest, HttpError } from '../../errors.js';
import { rateLimited } from '../../plugins/rate-limit.js';
import { insertInteractionEvents } from './events-repository.js';

export const MISSING_SESSION_MESSAGE = `Send the browser session's id in the ${SESSION_ID_HEADER} header.`;

/** The header's session id, or a beacon's (beacons cannot send headers). */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_ID_HEADER];
  if (isSessionId(header)) return header;
  const body = request.body as Partial<{ sessionId: unknown }> | undefined;
  return isSessionId(body?.sessionId) ? body.sessionId : undefined;
}

function eventsOf(payload: InteractionPayload) {
  return 'events' in payload ? payload.events : [payload];
}

export async function interactionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // navigator.sendBeacon posts a string as text/plain (a JSON type would need a CORS preflight
  // the browser does not make while a page unloads): read it as JSON too, in this scope only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The body must be JSON.'));
    }
  });

  // A second limit, per browser session, on top of the route's per-address one (the plugin runs
  // only one limiter per request through its hooks, so this one is checked by hand).
  const sessionLimit = app.createRateLimit({
    max: INTERACTION_LIMITS.requestsPerSessionPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `interaction-session:${sessionIdOf(request) ?? request.ip}`,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    INTERACTION_ENDPOINT,
    {
      bodyLimit: INTERACTION_LIMITS.bodyBytes,
      // One office's many visitors share an address: this only stops a single machine's flood.
      config: { rateLimit: { max: INTERACTION_LIMITS.requestsPerAddressPerMinute, timeWindow: '1 minute' } },
      preHandler: async (request) => {
        if (!sessionIdOf(request)) throw badRequest(MISSING_SESSION_MESSAGE);
        const limit = await sessionLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(429, rateLimited(limit.ttlInSeconds));
        }
      },
      schema: {
        summary: 'Record interaction events',
        description:
          `One event (interactionType, page, element, value, serviceRequestId) or \`{ events: [...] }\` with up to ` +
          `${INTERACTION_LIMITS.eventsPerBatch}. The browser session's id goes in the ${SESSION_ID_HEADER} header ` +
          '(or, for beacons, as `sessionId` in the body). Focused form fields carry no value.',
        body: interactionPayloadSchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const sessionId = sessionIdOf(request);
      if (!sessionId) throw badRequest(MISSING_SESSION_MESSAGE);
      await insertInteractionEvents(db, sessionId, eventsOf(request.body));
      return reply.status(204).send(null);
    },
  );
}
