// The Team area's routes (owner only, staff area `team`), under /api/admin behind the session and
// role guards. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { newInviteSchema, roleChangeSchema, teamInviteSchema, teamMemberSchema, teamSchema } from '../../../shared/team/team.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { inviteMember, resendInvite, revokeOpenInvite, teamOverview } from './invite-service.js';
import { changeMemberRole, disableMember, enableMember } from './member-service.js';
import type { TeamDeps } from './team-deps.js';

const errors = errorResponses(400, 401, 403, 404);
const config = { staffArea: 'team' } as const;

export async function teamRoutes(app: FastifyInstance, deps: TeamDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/team',
    {
      config,
      schema: {
        summary: 'The team: every member (disabled ones too) and the open invitations',
        description: 'An open invitation past its expiry is listed as `expired`: its link no longer works, but it can be re-sent.',
        response: { 200: teamSchema, ...errorResponses(401, 403) },
      },
    },
    async () => teamOverview(deps),
  );

  routes.post(
    '/team/invites',
    {
      config,
      schema: {
        summary: 'Invite someone to the team with a role (e-mails them a single-use link)',
        description:
          '409 when an account has that e-mail. An open invitation to the same address is replaced: revoked, and a new one ' +
          'sent with the new role and a new link.',
        body: newInviteSchema,
        response: { 201: teamInviteSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteMember(deps, request.body, auditContextOf(request))),
  );

  routes.post(
    '/team/invites/:id/resend',
    {
      config,
      schema: {
        summary: 'Send an open invitation again, with a new link and expiry (the old link stops working)',
        params: rowIdParams,
        response: { 200: teamInviteSchema, ...errors },
      },
    },
    async (request) => resendInvite(deps, request.params.id, auditContextOf(request)),
  );

  routes.delete(
    '/team/invites/:id',
    {
      config,
      schema: {
        summary: 'Revoke an open invitation: its link stops working',
        params: rowIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeOpenInvite(deps, request.params.id, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.patch(
    '/team/members/:id',
    {
      config,
      schema: {
        summary: "Change a member's role (it applies to their next request)",
        description: '409 when it would leave no active owner.',
        params: rowIdParams,
        body: roleChangeSchema,
        response: { 200: teamMemberSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => changeMemberRole(deps, request.params.id, request.body.role, auditContextOf(request)),
  );

  routes.post(
    '/team/members/:id/disable',
    {
      config,
      schema: {
        summary: 'Disable a member: every session of theirs ends at once, and they cannot sign in',
        description: '409 for your own account, or when it would leave no active owner.',
        params: rowIdParams,
        response: { 200: teamMemberSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => disableMember(deps, request.params.id, auditContextOf(request)),
  );

  routes.post(
    '/team/members/:id/enable',
    {
      config,
      schema: {
        summary: 'Let a disabled member sign in again',
        params: rowIdParams,
        response: { 200: teamMemberSchema, ...errors },
      },
    },
    async (request) => enableMember(deps, request.params.id, auditContextOf(request)),
  );
}
