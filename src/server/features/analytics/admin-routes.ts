// The admin analytics and quote calculator calls, under /api/admin (registered behind the session
// guard by src/server/staff-api.ts). HTTP only: schema in, service call, reply out.
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { recordAnalyticsExport } from './export-audit.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsReportSchema } from '../../../shared/analytics/analytics-report.js';
import { errorResponses } from '../../../shared/api-errors.js';
import { requestQuoteInputsSchema, zipDistanceQuerySchema, zipDistanceSchema } from '../../../shared/service-requests/quote-estimate.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { csvStream } from '../../infra/csv-export.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { requestQuoteInputs } from './quote-inputs-service.js';
import { REPORT_CSV_COLUMNS, reportCsvRows } from './report-csv.js';
import { buildAnalyticsReport } from './report-service.js';
import { unknownZipMessage, zipDistance } from '../../infra/zip-distance.js';
import { utcToday } from '../../../shared/calendar-date.js';

const errors = errorResponses(400, 401, 404);

/** The report reads the database; a request's quote inputs also name its payment page. */
export interface AnalyticsAdminDeps {
  db: Database;
  publicBaseUrl: string;
}

export async function analyticsAdminRoutes(app: FastifyInstance, deps: AnalyticsAdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/analytics',
    {
      config: { staffArea: 'analytics' },
      schema: {
        summary: 'The Advanced Analytics report',
        description:
          'KPIs for the period and the one of the same length before it, requests and driver applications per day, ' +
          'requests per service type and status, and confirmed revenue per month. `serviceType` and `status` narrow ' +
          'the request figures and revenue. Days are UTC.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, ...errors },
      },
    },
    async (request) => buildAnalyticsReport(deps.db, request.query, utcToday()),
  );

  routes.get(
    '/analytics/export',
    {
      config: { staffArea: 'analytics' },
      schema: {
        summary: 'Download the Advanced Analytics report as CSV',
        description: 'The same query and numbers as GET /api/admin/analytics, as rows of section, item, metric and value.',
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await buildAnalyticsReport(deps.db, request.query, utcToday());
      const rows = reportCsvRows(report, request.query);
      await recordAnalyticsExport(deps.db, auditContextOf(request), request.query, rows.length);
      async function* oneBatch() {
        yield rows;
      }
      return sendCsvDownload(reply, 'analytics_export_', csvStream(REPORT_CSV_COLUMNS, oneBatch()));
    },
  );

  routes.get(
    '/quote-distance',
    {
      config: { staffArea: 'quote-calculator' },
      schema: {
        summary: 'Estimated road miles between two ZIP codes',
        description: "Great-circle miles between the ZIP codes' centroids times a road factor. 404 when a ZIP code is unknown.",
        querystring: zipDistanceQuerySchema,
        response: { 200: zipDistanceSchema, ...errors },
      },
    },
    async (request) => {
      const result = zipDistance(request.query.from, request.query.to);
      if (!result.ok) throw notFound(unknownZipMessage(result.unknownZips));
      return result.distance;
    },
  );

  routes.get(
    '/service-requests/:id/quote-inputs',
    {
      config: { staffArea: 'quote-calculator' },
      schema: {
        summary: "A request's quote calculator inputs and the calculator's estimate",
        params: rowIdParams,
        response: { 200: requestQuoteInputsSchema, ...errors },
      },
    },
    async (request) => requestQuoteInputs(deps, request.params.id),
  );
}
