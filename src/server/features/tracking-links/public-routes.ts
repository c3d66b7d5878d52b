// The public routes of a tracking link (issue 40): GET /api/tracking-links/<token>, the page's
// data, and GET …/<token>/proof-of-delivery, its PDF once delivered. No sign-in: the token is the
// key. Neither is ever cached, sent on as a Referer, nor listed by search engines.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { safeString } from '../../../shared/safe-text.js';
import {
  TRACKING_LINK_API_PREFIX,
  TRACKING_LINK_NOT_FOUND_MESSAGE,
  trackingLinkGoneSchema,
  trackingLinkPageSchema,
} from '../../../shared/tracking-links/tracking-links.js';
import { notFound } from '../../errors.js';
import { actingAs, type AuditActor } from '../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { loadProofOfDeliveryDocument, proofOfDeliveryFile, recordDocumentDownload, sendDocument } from '../documents/index.js';
import type { TrackingLinkDeps } from './deps.js';
import { openLink, trackingLinkPage } from './public-service.js';

// Anything longer than a token is not one; the service answers the one 404 for the rest.
const tokenParams = z.object({ token: safeString().max(64) });
// A page polls once a minute; many people may share one office's address. Enough for them, and
// hopeless for guessing 256-bit tokens.
const PAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const FILE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Someone holding a link: no account, named as what they used. */
const LINK_HOLDER: AuditActor = { kind: 'customer', adminId: null, label: 'tracking link' };

/** The token is the key: no cache keeps the answer, no Referer carries the address, no index lists it. */
function privateHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
}

export async function trackingLinkPublicRoutes(app: FastifyInstance, deps: TrackingLinkDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${TRACKING_LINK_API_PREFIX}:token`,
    {
      config: { rateLimit: PAGE_RATE_LIMIT },
      schema: {
        summary: "A tracking link's page: a load's progress and arrival window, for whoever holds the link",
        description:
          'Stages, driver updates (first names), origin and destination by city and state, the last place and update, the ETA, ' +
          'and the proof of delivery once delivered. 410 with the reason for a revoked or expired link; 404 for any other token.',
        params: tokenParams,
        response: { 200: trackingLinkPageSchema, 410: trackingLinkGoneSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const answer = await trackingLinkPage(deps.db, request.params.token, deps);
      if (answer.gone) return reply.status(410).send(answer.body);
      return answer.page;
    },
  );

  routes.get(
    `${TRACKING_LINK_API_PREFIX}:token/proof-of-delivery`,
    {
      config: { rateLimit: FILE_RATE_LIMIT },
      schema: {
        summary: "A tracking link's proof of delivery as a PDF download",
        description:
          'application/pdf, as an attachment, while the link works; 410 once it does not; 404 before delivery and for any other token.',
        params: tokenParams,
        response: { 410: trackingLinkGoneSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { link, state } = await openLink(deps.db, request.params.token, deps);
      if (state !== 'active') return reply.status(410).send({ state });
      const pod = await loadProofOfDeliveryDocument(deps.db, deps, link.id);
      if (!pod) throw notFound(TRACKING_LINK_NOT_FOUND_MESSAGE);
      const file = await proofOfDeliveryFile(pod);
      await recordDocumentDownload(deps.db, actingAs(auditOriginOf(request), LINK_HOLDER), {
        document: 'proof_of_delivery',
        serviceRequestId: link.id,
        referenceId: link.referenceId,
        via: 'tracking_link',
      });
      return sendDocument(reply, file);
    },
  );
}
