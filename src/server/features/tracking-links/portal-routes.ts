// The customer's tracking links and consignee under /api/account, behind the customer guard
// (customer-api.ts): list, make and revoke links for one of their requests, and read or set the
// person who receives the freight. Another customer's request answers the portal's one 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import { normalizeReferenceId } from '../../../shared/reference-id.js';
import { safeString } from '../../../shared/safe-text.js';
import {
  consigneeAnswerSchema,
  consigneeFormSchema,
  trackingLinkListSchema,
  trackingLinkSummarySchema,
} from '../../../shared/tracking-links/tracking-links.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { actingAs, CUSTOMER_ACTOR } from '../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import { consigneeOf, setConsignee } from './consignee-service.js';
import { clockOf, type TrackingLinkDeps } from './deps.js';
import { listLinks, makeLink, revokeOwnLink } from './link-service.js';
import { findCustomerRequest } from './repository.js';

const referenceParams = z.object({ referenceId: safeString().max(64) });
const linkParams = referenceParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = errorResponses(400, 401, 404, 409);
// A few links a load, not dozens a minute.
const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The request when it is the customer's; the portal's one 404 otherwise (and for a reference that cannot be one). */
async function ownRequest(executor: Executor, email: string, referenceId: string, options: { lock?: boolean } = {}) {
  const canonical = normalizeReferenceId(referenceId);
  const request = canonical ? await findCustomerRequest(executor, canonical, email, options) : undefined;
  if (!request) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
  return request;
}

export async function trackingLinkPortalRoutes(app: FastifyInstance, deps: TrackingLinkDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests/:referenceId/tracking-links',
    {
      schema: {
        summary: "The tracking links of one of the customer's requests, newest first",
        params: referenceParams,
        response: { 200: trackingLinkListSchema, ...errors },
      },
    },
    async (request) => {
      const owned = await ownRequest(deps.db, signedInCustomer(request).email, request.params.referenceId);
      return listLinks(deps.db, owned, deps);
    },
  );

  routes.post(
    '/requests/:referenceId/tracking-links',
    {
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: {
        summary: 'Make a tracking link to share: anyone who has it sees the load’s progress, with no sign-in',
        description: '409 once the request is cancelled, or while it has 25 links not revoked.',
        params: referenceParams,
        response: { 201: trackingLinkSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const email = signedInCustomer(request).email;
      const made = await deps.db.transaction(async (tx) => {
        const owned = await ownRequest(tx, email, request.params.referenceId, { lock: true });
        return makeLink(tx, owned, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), deps, 'customer');
      });
      return reply.status(201).send(made);
    },
  );

  routes.delete(
    '/requests/:referenceId/tracking-links/:id',
    {
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: {
        summary: 'Revoke a tracking link: it stops working at once, and its page says it was turned off',
        params: linkParams,
        response: { 200: trackingLinkSummarySchema, ...errors },
      },
    },
    async (request) => {
      const email = signedInCustomer(request).email;
      return deps.db.transaction(async (tx) => {
        const owned = await ownRequest(tx, email, request.params.referenceId, { lock: true });
        const audit = actingAs(auditOriginOf(request), CUSTOMER_ACTOR);
        return revokeOwnLink(tx, owned, request.params.id, audit, deps, 'customer', PORTAL_NOT_FOUND_MESSAGE);
      });
    },
  );

  routes.get(
    '/requests/:referenceId/consignee',
    {
      schema: {
        summary: 'Who receives the freight: the tracking link is mailed to them when the load is dispatched',
        params: referenceParams,
        response: { 200: consigneeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const owned = await ownRequest(deps.db, signedInCustomer(request).email, request.params.referenceId);
      return consigneeOf(deps.db, owned.id);
    },
  );

  routes.put(
    '/requests/:referenceId/consignee',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: {
        summary: 'Set who receives the freight: a name, an e-mail address (optional) and the language to write to them in',
        params: referenceParams,
        body: consigneeFormSchema,
        response: { 200: consigneeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const email = signedInCustomer(request).email;
      return deps.db.transaction(async (tx) => {
        const owned = await ownRequest(tx, email, request.params.referenceId, { lock: true });
        return setConsignee(tx, owned, request.body, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), clockOf(deps));
      });
    },
  );
}
