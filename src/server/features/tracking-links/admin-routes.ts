// The office's tracking links and consignee under /api/admin (issue 40), in the request's View
// dialog: the same list, make and revoke as the customer's page, and the consignee. HTTP only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  consigneeAnswerSchema,
  consigneeFormSchema,
  TRACKING_LINK_OFFICE_MESSAGES as OFFICE,
  trackingLinkListSchema,
  trackingLinkSummarySchema,
} from '../../../shared/tracking-links/tracking-links.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { consigneeOf, setConsignee } from './consignee-service.js';
import { clockOf, type TrackingLinkDeps } from './deps.js';
import { listLinks, makeLink, revokeOwnLink } from './link-service.js';
import { findRequestById } from './repository.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const linkParams = rowIdParams.extend({ linkId: z.coerce.number().int().positive().max(2_147_483_647) });

async function requestOf(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const request = await findRequestById(executor, id, options);
  if (!request) throw notFound(OFFICE.notFound);
  return request;
}

export async function trackingLinkAdminRoutes(app: FastifyInstance, deps: TrackingLinkDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests/:id/tracking-links',
    {
      config: { staffArea: 'tracking-links' },
      schema: {
        summary: "A request's tracking links, newest first, and whether one can be made",
        params: rowIdParams,
        response: { 200: trackingLinkListSchema, ...errors },
      },
    },
    async (request) => listLinks(deps.db, await requestOf(deps.db, request.params.id), deps),
  );

  routes.post(
    '/service-requests/:id/tracking-links',
    {
      config: { staffArea: 'tracking-links' },
      schema: {
        summary: 'Make a tracking link to give the customer or the consignee',
        description: '409 once the request is cancelled, or while it has 25 links not revoked.',
        params: rowIdParams,
        response: { 201: trackingLinkSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const made = await deps.db.transaction(async (tx) => {
        const owned = await requestOf(tx, request.params.id, { lock: true });
        return makeLink(tx, owned, auditContextOf(request), deps, 'office');
      });
      return reply.status(201).send(made);
    },
  );

  routes.delete(
    '/service-requests/:id/tracking-links/:linkId',
    {
      config: { staffArea: 'tracking-links' },
      schema: {
        summary: 'Revoke a tracking link: it stops working at once',
        params: linkParams,
        response: { 200: trackingLinkSummarySchema, ...errors },
      },
    },
    async (request) =>
      deps.db.transaction(async (tx) => {
        const owned = await requestOf(tx, request.params.id, { lock: true });
        return revokeOwnLink(tx, owned, request.params.linkId, auditContextOf(request), deps, 'office', OFFICE.linkNotFound);
      }),
  );

  routes.get(
    '/service-requests/:id/consignee',
    {
      config: { staffArea: 'tracking-links' },
      schema: {
        summary: 'Who receives the freight (the tracking link is mailed to them at dispatch)',
        params: rowIdParams,
        response: { 200: consigneeAnswerSchema, ...errors },
      },
    },
    async (request) => consigneeOf(deps.db, (await requestOf(deps.db, request.params.id)).id),
  );

  routes.put(
    '/service-requests/:id/consignee',
    {
      bodyLimit: 4 * 1024,
      config: { staffArea: 'tracking-links' },
      schema: {
        summary: 'Set who receives the freight: name, e-mail (optional), language',
        params: rowIdParams,
        body: consigneeFormSchema,
        response: { 200: consigneeAnswerSchema, ...errors },
      },
    },
    async (request) =>
      deps.db.transaction(async (tx) => {
        const owned = await requestOf(tx, request.params.id, { lock: true });
        return setConsignee(tx, owned, request.body, auditContextOf(request), clockOf(deps));
      }),
  );
}
