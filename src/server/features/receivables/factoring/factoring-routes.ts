// The factor's calls under /api/admin (behind the session and role guards of src/server/staff-api.ts):
// the factor on file (read by the owner and accounting, recorded by the owner), and for a range of
// days the factored invoices, their schedule of accounts (CSV) and each one's document packet (PDF).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { booksRangeSchema } from '../../../../shared/receivables/books.js';
import { factorInputSchema, factorViewSchema, factoredInvoiceListSchema } from '../../../../shared/receivables/factoring.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Database } from '../../../db/client.js';
import type { FileStorage } from '../../../infra/storage/file-storage.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../../platform/http/csv-download.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import { factorOnFile, saveFactor } from '../../accounts/index.js';
import { sendDocument, type DocumentPaperwork } from '../../documents/index.js';
import { factoredInvoiceList, factoredInvoicePacket, scheduleOfAccounts } from './factoring-service.js';

export interface FactoringDeps {
  db: Database;
  billingTimeZone: string;
  /** What a packet's invoice prints (the company's details) and where the proof's photos are read from. */
  company: CompanyProfile;
  publicBaseUrl: string;
  storage: FileStorage;
  /** The bill of lading's and rate confirmation's papers the packet holds (decision 081). */
  paperwork: DocumentPaperwork;
}

const errors = errorResponses(400, 401, 403, 404);
// Each packet renders a PDF with the delivery photos: enough for a month's invoices one by one, not for a script.
const PACKET_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export async function factoringRoutes(app: FastifyInstance, deps: FactoringDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/factoring/factor',
    {
      config: { staffArea: 'factoring' },
      schema: {
        summary: 'The factor factored accounts’ invoices are assigned to, and how many accounts are factored',
        response: { 200: factorViewSchema, ...errors },
      },
    },
    async () => factorOnFile(db),
  );

  routes.put(
    '/factoring/factor',
    {
      bodyLimit: 4 * 1024,
      config: { staffArea: 'books-settings' },
      schema: {
        summary: 'Record the factor (the owner): name, remit-to address, e-mail, phone',
        description:
          'Every factored account’s invoice then carries the notice of assignment with this remit-to, on its PDF, its mail, the customer’s page and the payment page. Each change is in the audit log.',
        body: factorInputSchema,
        response: { 200: factorViewSchema, ...errors },
      },
    },
    async (request) => saveFactor(db, request.body, auditContextOf(request)),
  );

  routes.get(
    '/factoring/invoices',
    {
      config: { staffArea: 'factoring' },
      schema: {
        summary: 'The factored invoices sent in a range of days (not voided), oldest first',
        description:
          'Days are the billing time zone’s, both ends included. At most 500 are listed (`truncated`); the schedule CSV has them all.',
        querystring: booksRangeSchema,
        response: { 200: factoredInvoiceListSchema, ...errors },
      },
    },
    async (request) => factoredInvoiceList(db, deps.billingTimeZone, request.query),
  );

  routes.get(
    '/factoring/schedule',
    {
      config: { staffArea: 'factoring' },
      schema: {
        summary: 'Download the schedule of accounts for a range of days as CSV',
        description: 'The factored invoices sent in the range: invoice number, date, debtor, amount, due date, terms, reference ID.',
        querystring: booksRangeSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const csv = await scheduleOfAccounts(db, deps.billingTimeZone, request.query, auditContextOf(request));
      return sendCsvDownload(reply, `schedule-of-accounts-${request.query.from}-to-${request.query.to}-`, csv);
    },
  );

  routes.get(
    '/factoring/invoices/:id/packet.pdf',
    {
      config: { staffArea: 'factoring', rateLimit: PACKET_RATE_LIMIT },
      schema: {
        summary: "A factored invoice's document packet as a PDF download",
        description:
          'application/pdf, as an attachment: the load’s packet (decision 081): a contents page, the invoice, the bill of lading, the proof of delivery, the rate confirmation of a broker’s load and the driver’s receipts, as the load has them. 404 unless the request’s sent invoice bills a factored account.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => sendDocument(reply, await factoredInvoicePacket(db, deps, request.params.id, auditContextOf(request))),
  );
}
