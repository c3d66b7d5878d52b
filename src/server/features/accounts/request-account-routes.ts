// A request's account, under /api/admin/service-requests/{id} (decision 072): which account it is
// billed to, the office's choice of another or of none, and the credit check the quote and invoice
// dialogs show before they are confirmed. Registered behind the session and role guards by
// src/server/staff-api.ts. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditCheckQuerySchema,
  creditCheckSchema,
  requestAccountChoiceSchema,
  requestAccountSchema,
} from '../../../shared/accounts/account-schemas.js';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Database } from '../../db/client.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { chooseRequestAccount, creditCheck, requestAccountView } from './request-account-service.js';

const errors = errorResponses(400, 401, 403, 404);

export async function requestAccountRoutes(app: FastifyInstance, deps: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/service-requests/:id/account',
    {
      config: { staffArea: 'accounts' },
      schema: {
        summary: 'The customer account a request is billed to (null: a one-off customer, due on receipt)',
        params: rowIdParams,
        response: { 200: requestAccountSchema, ...errors },
      },
    },
    async (request) => requestAccountView(db, request.params.id),
  );

  routes.put(
    '/service-requests/:id/account',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Bill a request to another account, or to none',
        description:
          "Its sent and voided invoices follow it with the terms they were sent on; an invoice not yet sent takes the new account's terms when sent. 404 for an unknown account, 409 for a merged one.",
        params: rowIdParams,
        body: requestAccountChoiceSchema,
        response: { 200: requestAccountSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => chooseRequestAccount(db, request.params.id, request.body.accountId, auditContextOf(request)),
  );

  routes.get(
    '/service-requests/:id/credit',
    {
      config: { staffArea: 'accounts' },
      schema: {
        summary: "The account's credit before a quote or an invoice of `adding`",
        description:
          "What the request's account owes on its other sent invoices, plus `adding`, against its credit limit: `exceedsLimit` warns the office before it confirms. The server never refuses a quote or an invoice for it.",
        params: rowIdParams,
        querystring: creditCheckQuerySchema,
        response: { 200: creditCheckSchema, ...errors },
      },
    },
    async (request) => creditCheck(db, request.params.id, request.query.adding),
  );
}
