// Where a request came from, for the audit log. Apart from request-audit-context.ts, which needs
// the admin guard: the guard itself needs this (a session it finds ended is recorded).
import type { FastifyRequest } from 'fastify';
import type { AuditOrigin } from './audit-context.js';

export function auditOriginOf(request: FastifyRequest): AuditOrigin {
  return { clientAddress: request.ip, requestId: request.id };
}
