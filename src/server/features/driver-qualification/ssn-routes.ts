// PUT /api/admin/drivers/:id/ssn (issue 41): recruiting records (or corrects) a driver's Social
// Security number from the qualification file. Registered behind the session and role guards by
// src/server/staff-api.ts, in the 'qualification-file' area. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { recordedSsnSchema, recordSsnSchema } from '../../../shared/driver-qualification/ssn.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { recordDriverSsn, type SsnDeps } from './ssn-service.js';

export async function ssnRoutes(app: FastifyInstance, deps: SsnDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/drivers/:id/ssn',
    {
      config: { staffArea: 'qualification-file' },
      schema: {
        summary: "Record a driver's Social Security number (stored encrypted; answered masked)",
        description:
          'Nine digits, with or without dashes; numbers the SSA never issues are refused. The answer carries only the masked form ("•••-••-1234"). 409 when the server has no FIELD_ENCRYPTION_KEY.',
        params: rowIdParams,
        body: recordSsnSchema,
        response: { 200: recordedSsnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => recordDriverSsn(deps, request.params.id, request.body.ssn, auditContextOf(request)),
  );
}
