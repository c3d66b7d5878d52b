// GET /api/admin/export/invoice-lines (behind the session and role guards of src/server/staff-api.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { exportInvoiceLines } from './lines-export-service.js';

export async function invoiceLinesExportRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/export/invoice-lines',
    {
      config: { staffArea: 'exports:invoice-lines' },
      schema: {
        summary: 'Download every billed line of every sent or voided invoice as CSV',
        description:
          'Streamed, newest invoice first, its lines in order: invoice number and state, reference ID, sent time (UTC), line, kind, description, quantity, unit, rate, amount, customer name and e-mail.',
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'invoice-lines-', await exportInvoiceLines(deps.db, auditContextOf(request))),
  );
}
