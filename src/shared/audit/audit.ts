// The audit log's vocabulary, shared by the server that writes it and the back office that will
// read it (issue 20; docs/decisions/031-audit-log.md). Action names are stored in the database:
// they are stable, so rename none; add new ones at the end of their group.
import { z } from 'zod';
import { safeString } from '../safe-text.js';

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
  'service_request.quote_lines_saved',
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
  // The team: invitations, roles, disabling, passwords
  'admin.invited',
  'admin.invite_resent',
  'admin.invite_revoked',
  'admin.invite_accepted',
  'admin.role_changed',
  'admin.disabled',
  'admin.enabled',
  'admin.password_changed',
  'admin.password_reset_requested',
  'admin.password_reset',
  // What customers and the system do (the actor is "customer" or "system")
  'service_request.submitted',
  'driver_application.submitted',
  'payment.reported',
  'payment.received',
  // Accounts made outside the Team tab (npm run admin:create, ADMIN_EMAIL at start)
  'admin.created',
  // The customer's own page (issue 21)
  'customer.signed_in',
  'customer.signed_out',
  'customer.signed_out_everywhere',
  'customer.preferences_changed',
  'service_request.quote_accepted',
  'service_request.quote_declined',
  'service_request.contact_email_changed',
  // Dispatch and proof of delivery (issue 22)
  'dispatch.assigned',
  'dispatch.reassigned',
  'dispatch.unassigned',
  'dispatch.stage_changed',
  'dispatch.problem_reported',
  'dispatch.receipt_sent',
  'driver.signed_in',
  'driver.signed_out',
  'driver_profile.status_changed',
  'proof_of_delivery.downloaded',
  // Invoices with lines (issue 37)
  'invoice.draft_saved',
  // Issue 37: the accessorial catalogue and the office's decisions on proposed invoice lines.
  'accessorial_rate.changed',
  'accessorial_rate.added',
  'accessorial_rate.removed',
  'invoice_line.approved',
  'invoice_line.waived',
  // The fuel surcharge (issue 37): schedules and the weekly diesel price, typed or fetched from the EIA
  'fuel_surcharge.schedule_added',
  'diesel_price.recorded',
  'diesel_price.changed',
  // Correcting a sent invoice (issue 37, decision 069)
  'invoice.credit_note_issued',
  'invoice.voided',
  // Receivables (issue 38): what the scheduler does to a sent invoice (the actor is "system")
  'invoice.overdue',
  'invoice.reminder_sent',
  // Receivables (issue 38, decision 075): the monthly statement the scheduler makes and mails
  'account_statement.made',
  // Customer accounts (issue 38, decision 072)
  'customer_account.created',
  'customer_account.changed',
  'customer_account.contact_added',
  'customer_account.contact_removed',
  'customer_account.domain_added',
  'customer_account.domain_removed',
  'customer_account.merged',
  'service_request.account_changed',
  // The books and the factor (issue 38, decisions 077 and 078)
  'income_accounts.changed',
  'factor.changed',
  // Shipping paperwork (issue 39, decisions 079 and 080)
  'bill_of_lading.draft_saved',
  'bill_of_lading.issued',
  'bill_of_lading.signed',
  'rate_confirmation.made',
  'rate_confirmation.signed',
  'rate_confirmation.uploaded',
  'rate_confirmation.accepted',
  'rate_confirmation.rejected',
  'dispatch.rate_confirmation_overridden',
  'proof_of_delivery.exceptions_recorded',
  // Tracking links and text messages (issue 40, decisions 083 and 084)
  'tracking_link.made',
  'tracking_link.revoked',
  'consignee.changed',
  'text_subscription.changed',
  'text_subscription.stopped',
  'text_consent.changed',
  // The driver qualification file (issue 41, decision 085)
  'qualification.record_added',
  'qualification.inquiry_sent',
  'qualification.inquiry_recorded',
  'qualification.file_exported',
  'driver_profile.ssn_recorded',
  'dispatch.qualification_overridden',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a staff member, a customer (e.g. paying), a hired driver on the road, or the system itself (a webhook, a timer). */
export const AUDIT_ACTOR_KINDS = ['member', 'customer', 'system', 'driver'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The kinds of record an event is about. */
export const AUDIT_RECORD_TYPES = [
  'admin_user',
  'service_request',
  'payment',
  'refund',
  'driver_application',
  'export',
  'upload',
  'staff_invite',
  /** A customer's own page, named by a hash of their address (never the address itself). */
  'customer',
  /** A hired driver (driver_profiles.id). */
  'driver_profile',
  /** A rate of the accessorial catalogue (accessorial_rates.id). */
  'accessorial_rate',
  /** A fuel surcharge schedule (fuel_surcharge_schedules.id). */
  'fuel_surcharge_schedule',
  /** A week's diesel price, named by its Monday (diesel_prices.week_of). */
  'diesel_price',
  /** A customer account (customer_accounts.id, issue 38). */
  'customer_account',
  /** The income accounts the line kinds are booked to (income_accounts), named 'income_accounts'. */
  'income_accounts',
  /** The factor factored accounts' invoices are assigned to (factoring_settings), named 'factor'. */
  'factoring_settings',
  /** A broker load's rate confirmation version (rate_confirmations.id, issue 39). */
  'rate_confirmation',
  /** A tracking link (tracking_links.id, issue 40). */
  'tracking_link',
  /** A mobile number's consent to texts, named by its last four digits only (issue 40). */
  'text_consent',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** The CSV exports the back office offers; an `export.downloaded` event names one. */
export const AUDIT_EXPORTS = [
  'service_requests',
  'driver_applications',
  'payments',
  'invoice_lines',
  'analytics',
  'audit_events',
  /** The aging view's CSV and PDF (issue 38). */
  'receivables_aging',
  // The accounting export's files and the factor's schedule of accounts (issue 38)
  'accounting',
  'factoring_schedule',
] as const;
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

/** How many events one page of the Audit log tab (or a record's history) shows. */
export const AUDIT_PAGE_SIZE = 50;

/** The earliest day a filter may name: before any event, and a year the database accepts (it has no year 0). */
const FIRST_FILTER_DAY = '1970-01-01';

/** A calendar day, read as UTC: `from` counts from its start, `to` up to its end. */
const utcDay = z.iso
  .date({ error: 'Use a date like 2026-11-24' })
  .refine((day) => day >= FIRST_FILTER_DAY, { error: 'Use a date from 1970 on' });

/**
 * The Audit log tab's filters and its page (keyset: `before` is the `nextCursor` of the page
 * before, so a page costs the same at the millionth event as at the first).
 */
export const auditLogQuerySchema = z.object({
  // A serial id: beyond PostgreSQL's integer it could name no member (and the database would refuse it).
  actorAdminId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
  recordId: safeString().trim().min(1).max(64).optional(),
  from: utcDay.optional(),
  to: utcDay.optional(),
  before: safeString().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The Audit log's CSV export: the tab's filters, every matching event (no paging). */
export const auditLogExportQuerySchema = auditLogQuerySchema.omit({ before: true, limit: true });

/** One record's history (a request, an application, a payment): the same keyset page, no filters. */
export const auditHistoryQuerySchema = z.object({
  before: auditLogQuerySchema.shape.before,
  limit: auditLogQuerySchema.shape.limit,
});
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

/** What the audit log's reading routes answer besides the events. */
export const AUDIT_MESSAGES = {
  /** A `before` that is not a `nextCursor` this API gave (edited, truncated, or from another list). */
  badCursor: 'That page link is not valid any more. Start again from the first page.',
} as const;

/** How the back office names each action (the Audit log tab's filter and rows, the record histories). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'customer.signed_in': 'Customer signed in',
  'customer.signed_out': 'Customer signed out',
  'customer.signed_out_everywhere': 'Customer signed out everywhere',
  'customer.preferences_changed': 'Customer e-mail preferences changed',
  'service_request.quote_accepted': 'Quote accepted',
  'service_request.quote_declined': 'Quote declined',
  'service_request.contact_email_changed': 'Contact e-mail changed',
  'admin.sign_in': 'Signed in',
  'admin.sign_in_failed': 'Sign-in failed',
  'admin.locked_out': 'Locked out',
  'admin.sign_out': 'Signed out',
  'admin.session_ended': 'Session ended',
  'admin.two_factor_enabled': 'Two-factor sign-in turned on',
  'admin.two_factor_disabled': 'Two-factor sign-in turned off',
  'service_request.status_changed': 'Request status changed',
  'service_request.quote_set': 'Quote set',
  'service_request.quote_lines_saved': 'Quote lines saved',
  'service_request.invoice_sent': 'Invoice sent',
  'payment.confirmed': 'Payment confirmed',
  'payment.rejected': 'Payment rejected',
  'payment.refunded': 'Refund',
  'driver_application.status_changed': 'Application status changed',
  'driver_application.hired': 'Driver hired',
  'export.downloaded': 'CSV exported',
  'document.downloaded': 'Document downloaded',
  'admin.invited': 'Member invited',
  'admin.invite_resent': 'Invitation re-sent',
  'admin.invite_revoked': 'Invitation revoked',
  'admin.invite_accepted': 'Invitation accepted',
  'admin.role_changed': 'Role changed',
  'admin.disabled': 'Member disabled',
  'admin.enabled': 'Member enabled',
  'admin.password_changed': 'Password changed',
  'admin.password_reset_requested': 'Password reset requested',
  'admin.password_reset': 'Password reset',
  'service_request.submitted': 'Request submitted',
  'driver_application.submitted': 'Application submitted',
  'payment.reported': 'Transfer reported',
  'payment.received': 'Payment received',
  'admin.created': 'Member created',
  'dispatch.assigned': 'Driver assigned',
  'dispatch.reassigned': 'Driver re-assigned',
  'dispatch.unassigned': 'Driver un-assigned',
  'dispatch.stage_changed': 'Load stage changed',
  'dispatch.problem_reported': 'Problem reported',
  'dispatch.receipt_sent': 'Receipt sent from the road',
  'driver.signed_in': 'Driver signed in',
  'driver.signed_out': 'Driver signed out',
  'driver_profile.status_changed': 'Driver status changed',
  'proof_of_delivery.downloaded': 'Proof of delivery downloaded',
  'invoice.draft_saved': 'Draft invoice saved',
  'accessorial_rate.changed': 'Accessorial rate changed',
  'accessorial_rate.added': 'Customer accessorial rate added',
  'accessorial_rate.removed': 'Customer accessorial rate removed',
  'invoice_line.approved': 'Proposed invoice line approved',
  'invoice_line.waived': 'Proposed invoice line waived',
  'fuel_surcharge.schedule_added': 'Fuel surcharge schedule added',
  'diesel_price.recorded': 'Diesel price recorded',
  'diesel_price.changed': 'Diesel price changed',
  'invoice.credit_note_issued': 'Credit note issued',
  'invoice.voided': 'Invoice voided',
  'invoice.overdue': 'Invoice overdue',
  'invoice.reminder_sent': 'Payment reminder sent',
  'account_statement.made': 'Monthly statement made',
  'customer_account.created': 'Customer account created',
  'customer_account.changed': 'Customer account changed',
  'customer_account.contact_added': 'Billing contact added',
  'customer_account.contact_removed': 'Billing contact removed',
  'customer_account.domain_added': 'Company domain confirmed',
  'customer_account.domain_removed': 'Company domain removed',
  'customer_account.merged': 'Customer accounts merged',
  'service_request.account_changed': 'Request account changed',
  'income_accounts.changed': 'Income accounts changed',
  'factor.changed': 'Factor changed',
  'bill_of_lading.draft_saved': 'Bill of lading draft saved',
  'bill_of_lading.issued': 'Bill of lading issued',
  'bill_of_lading.signed': 'Bill of lading signed at pickup',
  'rate_confirmation.made': 'Rate confirmation made',
  'rate_confirmation.signed': 'Rate confirmation signed',
  'rate_confirmation.uploaded': 'Rate confirmation uploaded',
  'rate_confirmation.accepted': 'Rate confirmation accepted',
  'rate_confirmation.rejected': 'Rate confirmation rejected',
  'dispatch.rate_confirmation_overridden': 'Dispatched without a rate confirmation',
  'proof_of_delivery.exceptions_recorded': 'Delivery exceptions recorded',
  'tracking_link.made': 'Tracking link made',
  'tracking_link.revoked': 'Tracking link revoked',
  'consignee.changed': 'Delivery contact changed',
  'text_subscription.changed': 'Text messages chosen',
  'text_subscription.stopped': 'Text messages stopped',
  'text_consent.changed': 'Texting consent changed (STOP or START)',
  'qualification.record_added': 'Qualification record added',
  'qualification.inquiry_sent': 'Previous employer asked',
  'qualification.inquiry_recorded': "Previous employer's answer recorded",
  'qualification.file_exported': 'Qualification file exported',
  'driver_profile.ssn_recorded': 'Social Security number recorded',
  'dispatch.qualification_overridden': 'Dispatched with an incomplete qualification file',
};
