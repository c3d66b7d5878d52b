// The Audit log area and each record's history, under /api/admin behind the session and role
// guards. The log and its export are the owner's; a record's history is for whoever may read
// the record (docs/decisions/036-audit-log-reading.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  auditHistoryQuerySchema,
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../../../shared/audit/audit.js';
import type { Database } from '../../db/client.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import {
  auditLogPage,
  customerAccountHistory,
  driverApplicationHistory,
  exportAuditLog,
  paymentHistory,
  serviceRequestHistory,
} from './audit-log-service.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';

const errors = errorResponses(400, 401, 403, 404);
const paymentIdParams = z.object({ id: z.uuid() });
const HISTORY_DESCRIPTION = 'Newest first; pass `nextCursor` as `before` for older events.';

export async function auditLogRoutes(app: FastifyInstance, deps: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/audit-events',
    {
      config: { staffArea: 'audit-log' },
      schema: {
        summary: 'The audit log: who did what, newest first',
        description:
          'Keyset pages: pass `nextCursor` as `before` for older events. `from`/`to` are UTC days, both included. `recordId` without `recordType` matches that id in any record type.',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => auditLogPage(db, request.query),
  );

  routes.get(
    '/audit-events/export',
    {
      config: { staffArea: 'audit-log' },
      schema: {
        summary: 'Download the matching audit events as CSV',
        description: 'Streamed; the same filters as the list (paging aside). The download is itself recorded in the log.',
        querystring: auditLogExportQuerySchema,
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'audit-log-', await exportAuditLog(db, request.query, auditContextOf(request))),
  );

  routes.get(
    '/service-requests/:id/history',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: "One service request's audit history",
        description: HISTORY_DESCRIPTION,
        params: rowIdParams,
        querystring: auditHistoryQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => serviceRequestHistory(db, request.params.id, request.query),
  );

  routes.get(
    '/driver-applications/:id/history',
    {
      config: { staffArea: 'driver-applications' },
      schema: {
        summary: "One driver application's audit history",
        description: HISTORY_DESCRIPTION,
        params: rowIdParams,
        querystring: auditHistoryQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => driverApplicationHistory(db, request.params.id, request.query),
  );

  routes.get(
    '/accounts/:id/history',
    {
      config: { staffArea: 'accounts' },
      schema: {
        summary: "One customer account's audit history",
        description: HISTORY_DESCRIPTION,
        params: rowIdParams,
        querystring: auditHistoryQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => customerAccountHistory(db, request.params.id, request.query),
  );

  routes.get(
    '/payments/:id/history',
    {
      config: { staffArea: 'request-payments' },
      schema: {
        summary: "One payment's audit history, its refunds' events included",
        description: HISTORY_DESCRIPTION,
        params: paymentIdParams,
        querystring: auditHistoryQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => paymentHistory(db, request.params.id, request.query),
  );
}
