// The customer company on the customer's own page, under /api/account behind the customer guard
// (customer-api.ts): the account the signed-in address is a billing contact of, and its invoices.
// HTTP only: schema in, service call, reply out. Each answers about the caller's own account alone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  portalCompanyAccountSchema,
  portalCompanyInvoicePageSchema,
  portalCompanyInvoicesQuerySchema,
} from '../../../shared/customer-portal/company-account.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import { companyAccountOf, companyInvoicesOf } from './company-account-service.js';
import type { CustomerPortalDeps } from './deps.js';

export async function portalCompanyAccountRoutes(app: FastifyInstance, deps: CustomerPortalDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/company',
    {
      schema: {
        summary: 'The company account the signed-in address is a billing contact of',
        description:
          "Its name, terms and what its sent invoices still owe (all of them, and the part past due); `account` is null for an address that is no account's billing contact.",
        response: { 200: portalCompanyAccountSchema, ...errorResponses(401) },
      },
    },
    async (request) => companyAccountOf(deps, signedInCustomer(request).email, new Date()),
  );

  routes.get(
    '/company/invoices',
    {
      schema: {
        summary: "The company account's sent invoices, whoever made the request",
        description:
          "Those still owing first (the soonest due first), then the rest, newest first; pages of COMPANY_INVOICES_PAGE_SIZE. Each with its state today (open, partially paid, paid, overdue or void), its payment page while something is owed, and its PDF. Empty for an address that is no account's billing contact.",
        querystring: portalCompanyInvoicesQuerySchema,
        response: { 200: portalCompanyInvoicePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => companyInvoicesOf(deps, signedInCustomer(request).email, request.query.page, new Date()),
  );
}
