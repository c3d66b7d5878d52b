// The audit log's vocabulary, shared by the server that writes it and the back office that will
// read it (issue 20; docs/decisions/031-audit-log.md). Action names are stored in the database:
// they are stable, so rename none; add new ones at the end of their group.
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  // Staff sign-in and sessions
  'admin.sign_in',
  'admin.sign_in_failed',
  'admin.locked_out',
  'admin.sign_out',
  'admin.session_ended',
  'admin.two_factor_enabled',
  'admin.two_factor_disabled',
  // Service requests
  'service_request.status_changed',
  'service_request.quote_set',
  'service_request.invoice_sent',
  // Payments
  'payment.confirmed',
  'payment.rejected',
  'payment.refunded',
  // Driver applications
  'driver_application.status_changed',
  'driver_application.hired',
  // Reading data out of the back office
  'export.downloaded',
  'document.downloaded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a staff member, a customer (e.g. paying), or the system itself (a webhook, a timer). */
export const AUDIT_ACTOR_KINDS = ['member', 'customer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The kinds of record an event is about. */
export const AUDIT_RECORD_TYPES = ['admin_user', 'service_request', 'payment', 'refund', 'driver_application', 'export', 'upload'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** The CSV exports the back office offers; an `export.downloaded` event names one. */
export const AUDIT_EXPORTS = ['service_requests', 'driver_applications', 'payments', 'analytics'] as const;
export type AuditExport = (typeof AUDIT_EXPORTS)[number];

/** A changed field's value before and after; null where it did not exist (or was cleared). */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * What changed: only the fields that did, each with its value before and after. Events that
 * change nothing (a sign-in, a download) carry their facts as `after` with `before` null.
 */
export const auditChangesSchema = z.record(z.string(), z.object({ before: auditValueSchema, after: auditValueSchema }));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** One event as the API answers it. */
export const auditEventSchema = z.object({
  id: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The member's account id; null for a customer, the system, or a failed sign-in with no account. */
  actorAdminId: z.number().int().positive().nullable(),
  /** Who it was as it read then (a member's e-mail), kept even if the account changes or goes. */
  actorLabel: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  recordType: z.enum(AUDIT_RECORD_TYPES),
  recordId: z.string(),
  changes: auditChangesSchema,
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
