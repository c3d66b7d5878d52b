// GET /api/admin/receivables/aging... (RECEIVABLES_ADMIN_API in src/shared/receivables/aging.ts; behind the session and role guards of src/server/staff-api.ts;
// staff area 'receivables': the owner and accounting). The view, a row's invoices, and the CSV and
// PDF downloads, each download recorded in the audit log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import {
  agingAccountParamsSchema,
  agingExportQuerySchema,
  agingInvoicePageSchema,
  agingInvoicesQuerySchema,
  agingPdfQuerySchema,
  agingQuerySchema,
  agingReportSchema,
} from '../../../../shared/receivables/aging.js';
import { loadOnce } from '../../../infra/load-once.js';
import { sendPrivateFile } from '../../../infra/send-private-file.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { recordExport } from '../../../platform/audit/record-audit-event.js';
import { sendCsvDownload } from '../../../platform/http/csv-download.js';
import type { ReceivablesDeps } from '../deps.js';
import { agingAccountsCsv, agingInvoicesCsv } from './aging-export.js';
import { findAllAgingRows } from './aging-repository.js';
import { agingDay, agingInvoices, agingReport, totalsOf } from './aging-service.js';

// The PDF writer is loaded with the first report asked for, not at start (decision 053).
const agingPdf = loadOnce(() => import('./aging-pdf.js'));

// A report reads every open invoice: plenty for a person, not for a script.
const REPORT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const errors = errorResponses(400, 401, 403, 404, 429);

export async function agingRoutes(app: FastifyInstance, deps: ReceivablesDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/receivables/aging',
    {
      config: { staffArea: 'receivables' },
      schema: {
        summary: 'Open balances by account and days past due (aging)',
        description:
          "Every account's open balance (and one row for customers without an account) in current, 1-30, 31-60, 61-90 and over 90 days past due as of `asOf` (the billing time zone's today when absent), largest balance first, a page at a time; `totals` are every open balance's sums, whatever the search.",
        querystring: agingQuerySchema,
        response: { 200: agingReportSchema, ...errors },
      },
    },
    async (request) => agingReport(db, agingDay(deps, request.query.asOf), request.query),
  );

  routes.get(
    '/receivables/aging/:account/invoices',
    {
      config: { staffArea: 'receivables' },
      schema: {
        summary: "One aging row's open invoices",
        description:
          "An account's (or, for `one-off`, every customer without an account) open invoices, oldest due first, with days past due, bucket and state.",
        params: agingAccountParamsSchema,
        querystring: agingInvoicesQuerySchema,
        response: { 200: agingInvoicePageSchema, ...errors },
      },
    },
    async (request) => agingInvoices(db, request.params.account, agingDay(deps, request.query.asOf), request.query),
  );

  routes.get(
    '/receivables/aging/export',
    {
      config: { staffArea: 'receivables', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: 'Download the aging view as CSV',
        description:
          '`rows=accounts` (default): one line per row of the view, then the totals. `rows=invoices`: every open invoice, oldest due first, with its account, days past due and bucket. Streamed.',
        querystring: agingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const asOf = agingDay(deps, request.query.asOf);
      const { rows } = request.query;
      await recordExport(db, auditContextOf(request), 'receivables_aging', { asOf, rows });
      const csv = rows === 'invoices' ? agingInvoicesCsv(db, asOf) : await agingAccountsCsv(db, asOf);
      return sendCsvDownload(reply, `aging-${rows}-`, csv);
    },
  );

  routes.get(
    '/receivables/aging.pdf',
    {
      config: { staffArea: 'receivables', rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: 'Download the aging view as a PDF',
        description: 'application/pdf, as an attachment: every row of the view and the totals, as of `asOf`.',
        querystring: agingPdfQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const asOf = agingDay(deps, request.query.asOf);
      const rows = await findAllAgingRows(db, asOf);
      const { renderAgingPdf } = await agingPdf();
      const totals = totalsOf(rows);
      const content = await renderAgingPdf({ company: deps.company, asOf, madeAt: deps.now?.() ?? new Date(), rows, totals });
      await recordExport(db, auditContextOf(request), 'receivables_aging', { asOf, rows: 'pdf' });
      return sendPrivateFile(reply, {
        contentType: 'application/pdf',
        sizeBytes: content.length,
        body: content,
        disposition: { attachment: `aging-${asOf}.pdf` },
      });
    },
  );
}
