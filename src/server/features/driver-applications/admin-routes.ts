// The admin dashboard's driver-application and driver calls, under /api/admin (registered behind
// the session guard by src/server/staff-api.ts). HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDriverApplicationDetailSchema,
  adminDriverApplicationPageSchema,
  adminDriverApplicationSummarySchema,
  adminDriverProfilePageSchema,
  applicationStatusUpdateSchema,
  driverApplicationListQuerySchema,
  driverProfileListQuerySchema,
  hireApplicantSchema,
  hiredProfileSchema,
} from '../../../shared/driver-applications/admin-driver-applications.js';
import { errorResponses } from '../../../shared/api-errors.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../platform/http/csv-download.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { changeApplicationStatus, driverApplicationDetail, exportDriverApplications, listDriverApplications } from './admin-service.js';
import type { DriverApplicationDeps } from './deps.js';
import { listDriverProfiles } from './driver-profiles-service.js';
import { hireApplicant } from './hiring-service.js';

const errors = errorResponses(400, 401, 403, 404);

export async function driverApplicationAdminRoutes(app: FastifyInstance, deps: DriverApplicationDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/driver-applications',
    {
      config: { staffArea: 'driver-applications' },
      schema: {
        summary: 'Find driver applications',
        description: 'Newest first, a page at a time. `search` matches part of a reference ID, name or e-mail, ignoring case.',
        querystring: driverApplicationListQuerySchema,
        response: { 200: adminDriverApplicationPageSchema, ...errors },
      },
    },
    async (request) => listDriverApplications(db, request.query),
  );

  routes.get(
    '/driver-applications/:id',
    {
      config: { staffArea: 'driver-applications' },
      schema: {
        summary: 'One driver application with its documents, status history and driver profile',
        params: rowIdParams,
        response: { 200: adminDriverApplicationDetailSchema, ...errors },
      },
    },
    async (request) => driverApplicationDetail(db, request.params.id),
  );

  routes.patch(
    '/driver-applications/:id/status',
    {
      config: { staffArea: 'driver-applications' },
      schema: {
        summary: 'Move an application to a status (recorded with who and when; the applicant is e-mailed)',
        description: 'Any of pending, reviewing, interview, approved, rejected; notes are internal. 409 once the applicant is hired.',
        params: rowIdParams,
        body: applicationStatusUpdateSchema,
        response: { 200: adminDriverApplicationSummarySchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => changeApplicationStatus(deps, request.params.id, request.body, auditContextOf(request)),
  );

  routes.post(
    '/driver-applications/:id/hire',
    {
      config: { staffArea: 'driver-applications' },
      schema: {
        summary: 'Hire an approved applicant: creates their driver profile (status active)',
        description: '409 when the application is not approved or is already hired.',
        params: rowIdParams,
        body: hireApplicantSchema,
        response: { 201: hiredProfileSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const profile = await hireApplicant(deps, request.params.id, request.body, auditContextOf(request));
      return reply.status(201).send(profile);
    },
  );

  routes.get(
    '/driver-profiles',
    {
      config: { staffArea: 'drivers' },
      schema: {
        summary: 'The hired drivers, soonest license or medical-card expiry first',
        description:
          '`expiring` (30 or 60) keeps only drivers whose license or medical card expires within that many days, or has expired.',
        querystring: driverProfileListQuerySchema,
        response: { 200: adminDriverProfilePageSchema, ...errors },
      },
    },
    async (request) => listDriverProfiles(db, request.query, new Date().toISOString().slice(0, 10)),
  );

  routes.get(
    '/export/driver-applications',
    {
      config: { staffArea: 'exports:driver-applications' },
      schema: {
        summary: 'Download the matching driver applications as CSV',
        querystring: driverApplicationListQuerySchema.pick({ search: true, status: true }),
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, 'driver-applications-', await exportDriverApplications(db, request.query, auditContextOf(request))),
  );
}
