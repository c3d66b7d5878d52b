// The admin dashboard's driver-application calls, under /api/admin, behind the session guard.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDriverApplicationDetailSchema,
  adminDriverApplicationPageSchema,
  driverApplicationListQuerySchema,
} from '../../../shared/admin-driver-applications.js';
import { attachmentDisposition } from '../../infra/attachment.js';
import { csvFileName } from '../../infra/csv-export.js';
import { driverApplicationDetail, exportDriverApplications, listDriverApplications } from './admin-service.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function driverApplicationAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/driver-applications',
    {
      schema: {
        summary: 'Find driver applications',
        description: 'Newest first, a page at a time. `search` matches part of a reference ID, name or e-mail, ignoring case.',
        querystring: driverApplicationListQuerySchema,
        response: { 200: adminDriverApplicationPageSchema, ...errors },
      },
    },
    async (request) => listDriverApplications(app.database.db, request.query),
  );

  routes.get(
    '/driver-applications/:id',
    {
      schema: {
        summary: 'One driver application with its documents',
        params: idParams,
        response: { 200: adminDriverApplicationDetailSchema, ...errors },
      },
    },
    async (request) => driverApplicationDetail(app.database.db, request.params.id),
  );

  routes.get(
    '/export/driver-applications',
    {
      schema: {
        summary: 'Download the matching driver applications as CSV',
        querystring: driverApplicationListQuerySchema.pick({ search: true, status: true }),
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(csvFileName('driver-applications-')))
        .send(exportDriverApplications(app.database.db, request.query)),
  );
}
