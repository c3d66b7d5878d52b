// POST /api/track: a service request's status timeline, for its reference ID and contact e-mail;
// POST /api/track/proof-of-delivery: its proof of delivery as a PDF, for the same pair.
// POST rather than GET so the e-mail address never appears in a URL, a log line or a history.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { TRACK_PROOF_OF_DELIVERY_PATH, trackingLookupSchema, trackingResultSchema } from '../../../shared/tracking/tracking-lookup.js';
import { actingAs, CUSTOMER_ACTOR } from '../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { notFound } from '../../errors.js';
import { TRACK_NO_PROOF_OF_DELIVERY_MESSAGE, trackedRequestOf, trackServiceRequest } from './service.js';
import {
  type DocumentDeps,
  recordDocumentDownload,
  sendDocument,
  proofOfDeliveryFile,
  loadProofOfDeliveryDocument,
} from '../documents/index.js';

/** What tracking needs: the database, and for the proof of delivery's PDF the company and the stored images. */
export type TrackingDeps = DocumentDeps;

// Two short strings; nothing bigger is worth reading.
const LOOKUP_BODY_LIMIT = 4 * 1024;
// Every look-up is a guess at a pair of reference ID and e-mail. The IDs are unguessable, but a
// leaked one (they are in payment links) could be tried against many e-mail addresses, or many
// IDs against one address: 10 a minute per client makes that hopeless.
const LOOKUP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export async function trackingRoutes(app: FastifyInstance, deps: TrackingDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/track',
    {
      bodyLimit: LOOKUP_BODY_LIMIT,
      config: { rateLimit: LOOKUP_RATE_LIMIT },
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

  routes.post(
    TRACK_PROOF_OF_DELIVERY_PATH,
    {
      bodyLimit: LOOKUP_BODY_LIMIT,
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        summary: "A tracked request's proof of delivery as a PDF download",
        description:
          'application/pdf, as an attachment, for the same reference ID and contact e-mail as POST /api/track (and the same 404 ' +
          'when they do not belong together); 404 too while the load has not been delivered.',
        body: trackingLookupSchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const tracked = await trackedRequestOf(db, request.body);
      const pod = await loadProofOfDeliveryDocument(db, deps, tracked.id);
      if (!pod) throw notFound(TRACK_NO_PROOF_OF_DELIVERY_MESSAGE);
      const file = await proofOfDeliveryFile(pod);
      await recordDocumentDownload(db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        document: 'proof_of_delivery',
        serviceRequestId: tracked.id,
        referenceId: pod.referenceId,
        via: 'track',
      });
      return sendDocument(reply, file);
    },
  );
}
