// The accessorial catalogue under /api/admin/accessorials (issue 37), registered behind the session
// and role guards by src/server/staff-api.ts; every route is the 'billing-settings' staff area
// (the owner and accounting). HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import {
  accessorialCatalogueSchema,
  accessorialCodeParams,
  accessorialRateSchema,
  customerRateChangeSchema,
  customerRateInputSchema,
  defaultRateChangeSchema,
} from '../../../../shared/invoicing/accessorial-schemas.js';
import type { Database } from '../../../db/client.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import { accessorialCatalogue, addCustomerRate, changeCustomerRate, changeDefaultRate, removeCustomerRate } from './catalogue-service.js';

const errors = errorResponses(400, 401, 403);

export async function accessorialCatalogueRoutes(app: FastifyInstance, deps: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/accessorials',
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: 'The accessorial catalogue: default rates and the rates agreed with customers',
        response: { 200: accessorialCatalogueSchema, ...errors },
      },
    },
    async () => accessorialCatalogue(deps.db),
  );

  routes.put(
    '/accessorials/defaults/:code',
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: "Change an accessorial's default rate",
        description:
          'Detention also takes its free minutes, step minutes (6, 12, 15, 30 or 60) and cap minutes (a whole number of steps); the other accessorials take none.',
        params: accessorialCodeParams,
        body: defaultRateChangeSchema,
        response: { 200: accessorialRateSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => changeDefaultRate(deps.db, request.params.code, request.body, auditContextOf(request)),
  );

  routes.post(
    '/accessorials/customer-rates',
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: "Add a customer's rate for an accessorial",
        description:
          "Keyed by the contact's e-mail (stored lower-case) or their company name (matched ignoring case), never both. 409 when that customer already has a rate for the accessorial.",
        body: customerRateInputSchema,
        response: { 201: accessorialRateSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addCustomerRate(deps.db, request.body, auditContextOf(request))),
  );

  routes.put(
    '/accessorials/customer-rates/:id',
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: "Change a customer's rate",
        description:
          'The rate (and for detention its minutes); the accessorial and the customer stay: remove the rate and add another to change them.',
        params: rowIdParams,
        body: customerRateChangeSchema,
        response: { 200: accessorialRateSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => changeCustomerRate(deps.db, request.params.id, request.body, auditContextOf(request)),
  );

  routes.delete(
    '/accessorials/customer-rates/:id',
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: "Remove a customer's rate (the default applies to them again)",
        params: rowIdParams,
        response: { 204: z.null(), ...errorResponses(404), ...errors },
      },
    },
    async (request, reply) => {
      await removeCustomerRate(deps.db, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
}
