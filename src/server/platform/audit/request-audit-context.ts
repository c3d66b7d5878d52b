// Builds the audit context of a request from Fastify's request and the admin session the guard
// found: once per request, in the route, handed to the service that records the change.
import type { FastifyRequest } from 'fastify';
import { signedInAdmin } from '../staff-sessions/guard.js';
import { actingAs, memberActor, type MemberAuditContext } from './audit-context.js';
import { auditOriginOf } from './audit-origin.js';

/** The signed-in member of a guarded admin route, acting from this request. */
export function auditContextOf(request: FastifyRequest): MemberAuditContext {
  return actingAs(auditOriginOf(request), memberActor(signedInAdmin(request)));
}
