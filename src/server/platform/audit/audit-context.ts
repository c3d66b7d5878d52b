// Who is acting and from where, built once per request and handed from the route to the service
// that records the change (docs/decisions/031-audit-log.md).
import type { AuditActorKind } from '../../../shared/audit/audit.js';

/** Where a request came from: enough to find it in the logs, nothing personal beyond the address. */
export interface AuditOrigin {
  clientAddress: string | null;
  /** The request's ID, as the logs and the `x-request-id` header carry it. */
  requestId: string | null;
}

export interface AuditActor {
  kind: AuditActorKind;
  /** The member's account; null for a customer or the system. */
  adminId: number | null;
  /** Who it was as it read then: a member's e-mail, or the kind itself. */
  label: string;
}

export interface AuditContext extends AuditOrigin {
  actor: AuditActor;
}

/** A signed-in member: their account is known. */
export interface MemberActor extends AuditActor {
  kind: 'member';
  adminId: number;
}

/** The context of a signed-in member's request: what every admin change takes. */
export interface MemberAuditContext extends AuditContext {
  actor: MemberActor;
}

export function memberActor(admin: { id: number; email: string }): MemberActor {
  return { kind: 'member', adminId: admin.id, label: admin.email };
}

export const CUSTOMER_ACTOR: AuditActor = { kind: 'customer', adminId: null, label: 'customer' };
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', adminId: null, label: 'system' };
/** Someone at the server's shell (`npm run admin:create`, `admin:reset-two-factor`): the system, named apart. */
export const COMMAND_LINE_ACTOR: AuditActor = { kind: 'system', adminId: null, label: 'command line' };
/** The server creating the first owner from ADMIN_EMAIL / ADMIN_PASSWORD as it starts. */
export const SERVER_START_ACTOR: AuditActor = { kind: 'system', adminId: null, label: 'server start' };

/** No request behind the change (a command, the server starting): no address, no request ID. */
export const NO_ORIGIN: AuditOrigin = { clientAddress: null, requestId: null };

/** The same origin, acting as someone (once a sign-in has found its account, say). */
export function actingAs<Actor extends AuditActor>(origin: AuditOrigin, actor: Actor): AuditContext & { actor: Actor } {
  return { clientAddress: origin.clientAddress, requestId: origin.requestId, actor };
}
