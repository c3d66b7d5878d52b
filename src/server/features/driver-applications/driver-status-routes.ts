// PATCH /api/admin/drivers/:id/status: operations or recruiting marks a hired driver active,
// inactive or terminated (registered behind the session and role guards by src/server/staff-api.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { driverStatusSchema, driverStatusUpdateSchema } from './driver-status-schemas.js';
import { changeDriverStatus } from './driver-status-service.js';
import type { DispatchDeps } from '../dispatch/index.js';

export async function driverStatusAdminRoutes(app: FastifyInstance, deps: DispatchDeps) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/drivers/:id/status',
    {
      config: { staffArea: 'drivers' },
      schema: {
        summary: "Change a hired driver's status",
        description:
          'A driver made inactive or terminated is signed out of the driver page at once and can no longer be assigned; loads they still hold stay on the board, marked, for re-assignment.',
        params: rowIdParams,
        body: driverStatusUpdateSchema,
        response: { 200: driverStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeDriverStatus(deps, request.params.id, request.body.status, auditContextOf(request)),
  );
}
