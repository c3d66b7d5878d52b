// The office's Dispatch area under /api/admin/dispatch (issue 22), registered behind the session
// and role guards by src/server/staff-api.ts; every route is the 'dispatch' staff area.
// HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { assignLoadSchema, boardLoadSchema, dispatchBoardQuerySchema, dispatchBoardSchema } from '../../../../shared/dispatch/dispatch.js';
import { earliestTodayInTheUs } from '../../../infra/us-dates.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { requireArea } from '../../../platform/staff-sessions/role-guard.js';
import type { HoldWhileSignedIn } from '../../../infra/session-bound-answers.js';
import type { DispatchDeps } from '../deps.js';
import { assignLoad, unassignLoad, type DispatchClock } from './assignment-service.js';
import { boardEvents } from './board-events.js';
import { dispatchBoard } from './board-service.js';

const errors = errorResponses(400, 401, 403, 404);

// The office works across US time zones: "today" is the earliest today anywhere in the US, so a
// pickup planned for today is never refused as past, and a license valid today is valid.
function clockNow(): DispatchClock {
  const now = new Date();
  return { now, today: earliestTodayInTheUs(now) };
}

/** The office's routes also need the way to hold the live events to the member's session. */
export interface DispatchAdminDeps extends DispatchDeps {
  holdWhileSignedIn: HoldWhileSignedIn;
}

export async function dispatchAdminRoutes(app: FastifyInstance, deps: DispatchAdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/dispatch/board',
    {
      config: { staffArea: 'dispatch' },
      schema: {
        summary: 'The Dispatch board: loads ready to move and the drivers beside them',
        description:
          'Quoted or invoiced shipper and broker requests not delivered or cancelled, and loads delivered in the last 24 hours; open problems first, then by pickup day. At most 200 loads: `date`, `driverId` and `stage` narrow it.',
        querystring: dispatchBoardQuerySchema,
        response: { 200: dispatchBoardSchema, ...errors },
      },
    },
    async (request) => {
      const { now, today } = clockNow();
      return dispatchBoard(deps.db, request.query, now, today);
    },
  );

  routes.get(
    '/dispatch/events',
    {
      config: { staffArea: 'dispatch' },
      schema: {
        summary: "The board's live events (text/event-stream)",
        description:
          'Server-sent events: `event: version` with the current version first, then one each time the board changes; a `: keep-alive` comment every 25 s. ' +
          'The stream ends within SESSION_STREAM_CHECK_SECONDS of its session ending (sign-out, idle, maximum age), its member being disabled, or their role losing Dispatch.',
      },
    },
    boardEvents(app, deps.signal, deps.holdWhileSignedIn),
  );

  routes.put(
    '/dispatch/loads/:id/assignment',
    {
      config: { staffArea: 'dispatch' },
      schema: {
        summary: 'Assign a driver to a load, or re-assign it',
        description:
          "Re-assigning before pickup sends the load back to 'assigned'; after pickup the stage stays. The driver must be active, with a license (and, for a CDL, a medical card) valid on the planned pickup day. " +
          "A broker's load needs a signed or accepted rate confirmation (409 otherwise), or `rateConfirmationOverride: { reason }`, which only a role with Dispatch overrides may send (403). " +
          "A driver whose qualification file lacks a paperwork item (application, motor vehicle record, road test, previous employers' answers, annual review) is refused (422, naming each), unless `qualificationOverride: { reason }` is sent (Dispatch overrides only, 403); it never covers a lapsed license or medical card. Giving the load to another driver clears the override.",
        params: rowIdParams,
        body: assignLoadSchema,
        response: { 200: boardLoadSchema, ...errorResponses(409, 422), ...errors },
      },
    },
    async (request) => {
      // Dispatching a broker's load without its rate confirmation is the owner's call (issue 39).
      if (request.body.rateConfirmationOverride) requireArea(request, 'dispatch-overrides');
      // So is dispatching a driver whose qualification file is incomplete (issue 41).
      if (request.body.qualificationOverride) requireArea(request, 'dispatch-overrides');
      return assignLoad(deps, request.params.id, request.body, auditContextOf(request), clockNow());
    },
  );

  routes.delete(
    '/dispatch/loads/:id/assignment',
    {
      config: { staffArea: 'dispatch' },
      schema: {
        summary: "Un-assign a load's driver",
        params: rowIdParams,
        response: { 204: z.null(), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      await unassignLoad(deps, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
}
