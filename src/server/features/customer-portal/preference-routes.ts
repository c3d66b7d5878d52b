// The customer's contact preferences, under /api/account behind the customer guard (routes.ts):
// which status changes they are e-mailed about. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { customerPreferencesSchema } from '../../../shared/customer-portal/customer-portal.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import type { CustomerPortalDeps } from './deps.js';
import { customerPreferencesOf, saveCustomerPreferences } from '../service-requests/index.js';

export async function portalPreferenceRoutes(app: FastifyInstance, deps: CustomerPortalDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/preferences',
    {
      schema: {
        summary: 'Which status changes the customer is e-mailed about',
        description: 'Every status until the customer chooses. The confirmation, quote, invoice and receipts always go.',
        response: { 200: customerPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => customerPreferencesOf(deps, signedInCustomer(request).email),
  );

  routes.put(
    '/preferences',
    {
      // A list of at most a few statuses.
      bodyLimit: 4 * 1024,
      schema: {
        summary: 'Choose which status changes the customer is e-mailed about',
        description: 'Replaces the earlier choice; a status sent twice counts once. Recorded in the audit log.',
        body: customerPreferencesSchema,
        response: { 200: customerPreferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveCustomerPreferences(deps, signedInCustomer(request).email, request.body, auditOriginOf(request)),
  );
}
