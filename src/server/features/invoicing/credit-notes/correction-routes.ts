// The back office's corrections of a sent invoice (decision 069), under /api/admin (behind the
// session and role guards of src/server/staff-api.ts): credit notes and the void that starts a re-issue.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { creditNoteInputSchema, creditNoteSchema, voidInvoiceInputSchema } from '../../../../shared/invoicing/credit-notes.js';
import { adminServiceRequestSummarySchema } from '../../../../shared/service-requests/admin-service-requests.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import type { InvoicingDeps } from '../deps.js';
import { voidInvoice } from '../void/void-service.js';
import { findCreditNotesOfRequest } from './credit-note-repository.js';
import { issueCreditNote } from './credit-note-service.js';
import { creditNoteView } from './credit-note-views.js';

const errors = errorResponses(400, 401, 403, 404);

export async function invoiceCorrectionRoutes(app: FastifyInstance, deps: InvoicingDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service-requests/:id/invoice/credit-notes',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: "The credit notes of a request's invoices (sent and voided), oldest first",
        params: rowIdParams,
        response: { 200: z.object({ creditNotes: z.array(creditNoteSchema) }), ...errors },
      },
    },
    async (request) => ({ creditNotes: (await findCreditNotesOfRequest(deps.db, request.params.id)).map(creditNoteView) }),
  );

  routes.post(
    '/service-requests/:id/invoice/credit-notes',
    {
      config: { staffArea: 'invoices' },
      schema: {
        summary: "Issue a credit note on the request's sent invoice: it lowers the amount due",
        description:
          'The invoice never changes; the credit note takes its own number (CN-YYYY-NNNNNN) and PDF, and the amount due becomes the invoice total less its credit notes. Open payment attempts for the old amount are closed and the customer is e-mailed the credit note. 409 when the invoice is not sent, is paid or refunded (a refund corrects those), has a payment on its way or a reported transfer to check, or when the amount reaches the balance (a credit note for the whole balance is a void).',
        params: rowIdParams,
        body: creditNoteInputSchema,
        response: { 200: creditNoteSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => issueCreditNote(deps, request.params.id, request.body, auditContextOf(request)),
  );

  routes.post(
    '/service-requests/:id/invoice/void',
    {
      config: { staffArea: 'invoices' },
      schema: {
        summary: "Void the request's sent invoice and start its re-issue",
        description:
          "The voided invoice keeps its number; nothing is owed until the re-issue (a draft holding the voided invoice's billed lines) is edited and sent with a new number. Open payment attempts are closed and the customer is e-mailed. 409 when the invoice is not sent, is paid or refunded, or has a payment on its way or a reported transfer to check.",
        params: rowIdParams,
        body: voidInvoiceInputSchema,
        response: { 200: adminServiceRequestSummarySchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => voidInvoice(deps, request.params.id, request.body, auditContextOf(request)),
  );
}
