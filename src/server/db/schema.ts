// The database tables (Drizzle). Money is numeric(10,2) and read as a string so no float ever
// touches it; every timestamp is timestamptz. drizzle-kit turns changes here into drizzle/*.sql.
import { sql } from 'drizzle-orm';
import { QUOTE_RESPONSES, type QuoteResponse } from '../../shared/customer-portal/customer-portal.js';
import type { MailDocument } from '../infra/email/mail-documents.js';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SERVICE_REQUEST_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  URGENCY_LEVELS,
  USER_ROLES,
  type InvoiceStatus,
  type PaymentStatus,
  type ServiceRequestStatus,
  type Urgency,
  type UserRole,
} from '../../shared/service-requests/service-requests.js';
import {
  DRIVER_APPLICATION_STATUSES,
  DRIVER_PROFILE_STATUSES,
  type CdlClass,
  type DriverApplicationStatus,
  type DriverProfileStatus,
  type LicenseType,
} from '../../shared/driver-applications/driver-applications.js';
import {
  LEDGER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  REFUND_STATUSES,
  type LedgerStatus,
  type PaymentMethod,
  type PaymentProvider,
  type RefundStatus,
} from '../../shared/payments/payments.js';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../shared/uploads.js';
import {
  ACCESSORIAL_CODES,
  INVOICE_DOCUMENT_STATES,
  LINE_KINDS,
  LINE_SOURCES,
  LINE_STATES,
  LINE_UNITS,
  RECEIPT_KINDS,
  type AccessorialCode,
  type InvoiceDocumentState,
  type LineKind,
  type LineSource,
  type LineState,
  type LineUnit,
  type ReceiptKind,
} from '../../shared/invoicing/invoice-lines.js';
import type { LineEvidence } from '../../shared/invoicing/invoice-line-schemas.js';
import {
  DIESEL_PRICE_SOURCES,
  FUEL_SURCHARGE_BASES,
  type DieselPriceSource,
  type FuelSurchargeBasis,
} from '../../shared/invoicing/fuel-surcharge.js';
import { LOCALES, type Locale } from '../../shared/i18n.js';
import { PAYMENT_TERMS, type PaymentTerms } from '../../shared/accounts/accounts.js';
import { INTERACTION_TYPES, type InteractionType } from '../../shared/analytics/interaction-types.js';
import { ADMIN_SESSION_STAGES, type AdminSessionStage } from '../../shared/admin/admin-auth.js';
import { STAFF_ROLES, type StaffRole } from '../../shared/staff-roles.js';
import { LOAD_STAGES, PROBLEM_KINDS, type LoadStage, type ProblemKind } from '../../shared/dispatch/dispatch.js';
import type { DeliveryException } from '../../shared/dispatch/delivery-exceptions.js';
import type { BolContent, BolDraft } from '../../shared/bills-of-lading/bill-of-lading.js';
import {
  RATE_CONFIRMATION_SOURCES,
  RATE_CONFIRMATION_STATES,
  type RateConfirmationContent,
  type RateConfirmationSource,
  type RateConfirmationState,
} from '../../shared/rate-confirmations/rate-confirmation.js';
import {
  TEXT_CONSENT_SOURCES,
  TEXT_CONSENT_STATES,
  TEXT_KINDS,
  TEXT_RECIPIENTS,
  TEXT_STATUSES,
  TEXT_SUBSCRIBERS,
  TEXT_SUPPRESSION_REASONS,
  type TextConsentSource,
  type TextConsentState,
  type TextKind,
  type TextMilestone,
  type TextRecipient,
  type TextStatus,
  type TextSubscriber,
  type TextSuppressionReason,
} from '../../shared/text-messages/text-messages.js';
import { TRACKING_LINK_MAKERS, type TrackingLinkMaker } from '../../shared/tracking-links/tracking-links.js';
import { ETA_BASES, type EtaBasis } from '../../shared/tracking/load-tracking.js';
import { STATUS_EVENTS, type StatusEvent } from '../../shared/service-requests/request-status-events.js';
import type { ApplicationHistory, EmploymentEntry } from '../../shared/driver-applications/application-history.js';
import {
  INQUIRY_SEND_METHODS,
  QUALIFICATION_RECORD_KINDS,
  type InquirySendMethod,
  type QualificationRecordKind,
} from '../../shared/driver-qualification/qualification-records.js';
import { LAPSING_ITEMS, type LapsingItem } from '../../shared/driver-qualification/qualification-file.js';
import {
  AUDIT_ACTOR_KINDS,
  type AuditAction,
  type AuditActorKind,
  type AuditChanges,
  type AuditRecordType,
} from '../../shared/audit/audit.js';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When a row that changes was made and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: timestamptz('updated_at').notNull().defaultNow() });

/** The admin a row belongs to; it goes when the admin's account does. */
const adminUserId = () =>
  integer('admin_user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' });

/** One change of a record's status (follows the column naming the record). */
function statusChangeColumns<Status extends string>() {
  return {
    /** Null for the first entry, when the record arrived. */
    fromStatus: text('from_status').$type<Status>(),
    toStatus: text('to_status').$type<Status>().notNull(),
    /** Internal admin notes; never sent to the customer or the applicant. */
    notes: text('notes'),
    /** Null when the system made the change (on submission). */
    changedByAdminId: integer('changed_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  };
}

/** What applicants tell us about themselves and their license: on the application, and copied to the driver hired from it. */
function applicantColumns() {
  return {
    /** The language the applicant applied in: their e-mails are written in it. */
    language: text('language').$type<Locale>().notNull().default('en'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    licenseType: text('license_type').$type<LicenseType>().notNull(),
    licenseNumber: text('license_number').notNull(),
    licenseState: text('license_state').notNull(),
    licenseExpiration: date('license_expiration', { mode: 'string' }).notNull(),
    cdlClass: text('cdl_class').$type<CdlClass>(),
    endorsements: text('endorsements'),
    yearsExperience: integer('years_experience').notNull().default(0),
  };
}

/** A CHECK that a text column holds one of the shared enumeration's values. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql.raw(`"${column}" in (${list})`);
}

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** argon2id hash; never the password itself. */
    passwordHash: text('password_hash').notNull(),
    /** Stored lower-case; admins sign in with it. */
    email: text('email').notNull(),
    /** What the member may use (src/shared/staff-roles.ts); the first account is an owner. */
    role: text('role').$type<StaffRole>().notNull().default('owner'),
    createdAt: createdAt(),
    /** The TOTP secret (base32) once two-factor sign-in is on; null while it is off. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled: it becomes totpSecret when the admin proves they hold it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: a code works once, never replayed. */
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    /** Set when an owner disables the member: they cannot sign in, and their sessions ended then. */
    disabledAt: timestamptz('disabled_at'),
  },
  (t) => [uniqueIndex('admin_users_email_key').on(t.email), check('admin_users_role_check', oneOf('role', STAFF_ROLES))],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the random session token; the token itself lives only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    /** How the member's own sessions list names this one (ending it): never the token's hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    adminUserId: adminUserId(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /**
     * How far sign-in got: 'complete', 'code-required' (the password was right, the
     * authenticator code is still owed) or 'enrolment-required' (ADMIN_REQUIRE_MFA and no
     * authenticator yet). Only complete sessions reach the dashboard's data.
     */
    stage: text('stage').$type<AdminSessionStage>().notNull().default('complete'),
    /** Wrong codes entered on this sign-in; too many end it. */
    codeFailures: integer('code_failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('admin_sessions_public_id_key').on(t.publicId),
    index('admin_sessions_admin_user_idx').on(t.adminUserId),
    index('admin_sessions_expires_idx').on(t.expiresAt),
    check('admin_sessions_stage_check', oneOf('stage', ADMIN_SESSION_STAGES)),
  ],
);

/**
 * An owner's invitation to join the team (issue 20). The link carries a random token; only its
 * SHA-256 is kept. Single use, it runs out at `expiresAt`; re-sending replaces token and expiry.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: the account the invitee gets signs in with it. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByAdminId: integer('invited_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the link was last sent (the first time, or a re-send). */
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    /** The account the invite became. */
    acceptedAdminId: integer('accepted_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash),
    // One open invite per address: a second invite re-sends or replaces the first.
    uniqueIndex('staff_invites_open_email_key')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('staff_invites_role_check', oneOf('role', STAFF_ROLES)),
  ],
);

/** A staff member's password-reset link (single use, short-lived); only the token's SHA-256 is kept. */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    id: serial('id').primaryKey(),
    adminUserId: adminUserId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('admin_password_resets_token_hash_key').on(t.tokenHash),
    index('admin_password_resets_admin_user_idx').on(t.adminUserId),
  ],
);

/** One-time codes that stand in for the authenticator; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminUserId: adminUserId(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('admin_recovery_codes_hash_key').on(t.codeHash), index('admin_recovery_codes_admin_user_idx').on(t.adminUserId)],
);

/**
 * Failed sign-ins per e-mail address (known or not, so the answer never tells which), for the
 * per-account limit. One row per address; a success deletes it.
 */
export const adminLoginFailures = pgTable('admin_login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
  lockedUntil: timestamptz('locked_until'),
});

/**
 * Browsers an admin has signed in from. A locked account still lets its admin in from such a
 * browser, so an attacker's failures cannot keep the real admin out.
 */
export const adminTrustedDevices = pgTable(
  'admin_trusted_devices',
  {
    /** SHA-256 of the random device token; the token lives only in the browser's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    adminUserId: adminUserId(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('admin_trusted_devices_admin_user_idx').on(t.adminUserId)],
);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    userRole: text('user_role').$type<UserRole>().notNull(),
    serviceType: text('service_type').notNull(),
    serviceDescription: text('service_description').notNull(),
    urgency: text('urgency').$type<Urgency>().notNull().default('standard'),

    // Shipper: the item. Dimensions in inches, weight in pounds; null means not given ('N/A').
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    height: numeric('height', { precision: 10, scale: 2 }),
    weight: numeric('weight', { precision: 10, scale: 2 }),
    itemType: text('item_type'),
    specialHandling: text('special_handling'),

    pickupAddress: text('pickup_address').notNull(),
    pickupAddress2: text('pickup_address2'),
    pickupCity: text('pickup_city').notNull(),
    pickupState: text('pickup_state').notNull(),
    pickupZip: text('pickup_zip').notNull(),
    pickupInstructions: text('pickup_instructions'),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryAddress2: text('delivery_address2'),
    deliveryCity: text('delivery_city').notNull(),
    deliveryState: text('delivery_state').notNull(),
    deliveryZip: text('delivery_zip').notNull(),
    deliveryInstructions: text('delivery_instructions'),

    /** Null means 'ASAP'. */
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time'),

    // Broker
    carrierRequirements: text('carrier_requirements'),
    loadVolume: text('load_volume'),
    contractTerms: text('contract_terms'),
    preferredLanes: text('preferred_lanes'),
    // Dispatcher
    dispatchingRates: text('dispatching_rates'),
    equipmentNeeded: text('equipment_needed'),
    loadTypes: text('load_types'),
    coverageAreas: text('coverage_areas'),

    contactName: text('contact_name').notNull(),
    contactCompany: text('contact_company'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    additionalNotes: text('additional_notes'),

    status: text('status').$type<ServiceRequestStatus>().notNull().default('received'),
    /** The language of the page the request was sent from: the customer's e-mails are written in it. */
    language: text('language').$type<Locale>().notNull().default('en'),
    estimatedQuote: money('estimated_quote'),
    finalAmount: money('final_amount'),
    invoiceStatus: text('invoice_status').$type<InvoiceStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    /** Money arrived twice for this invoice and is not yet refunded in full (kept by the payments feature). */
    refundDue: boolean('refund_due').notNull().default(false),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    paymentReference: text('payment_reference'),
    invoiceSentAt: timestamptz('invoice_sent_at'),
    /**
     * Given when the invoice is sent, in the same transaction, and never changed: INV-YYYY-NNNNNN,
     * sequential per UTC year from invoice_number_counters (docs/decisions/065-invoice-numbers.md).
     */
    invoiceNumber: text('invoice_number'),
    paidAt: timestamptz('paid_at'),
    /** Internal admin notes; never shown to the customer. */
    notes: text('notes'),
    /** The customer company that buys on terms (decision 072); null for a one-off customer, paid on receipt. */
    accountId: integer('account_id').references((): AnyPgColumn => customerAccounts.id, { onDelete: 'restrict' }),
    // The instant estimate the shipper saw, computed again by the server when the request came in
    // (docs/decisions/026-instant-estimate.md): whole cents and estimated road miles. All null when
    // there was none (an unknown ZIP code, no weight, a broker or dispatcher request).
    estimateLowCents: integer('estimate_low_cents'),
    estimateHighCents: integer('estimate_high_cents'),
    estimateMiles: numeric('estimate_miles', { precision: 7, scale: 1, mode: 'number' }),
    // The quote's offer (issue 21): the last day it holds, and the customer's answer on their page.
    // Setting or revising the quote starts a new offer (a new date, no answer yet).
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    quoteResponse: text('quote_response').$type<QuoteResponse>(),
    quoteRespondedAt: timestamptz('quote_responded_at'),
    /** Why the customer declined, in their words (shown to staff). */
    quoteDeclineReason: text('quote_decline_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('service_requests_reference_id_key').on(t.referenceId),
    uniqueIndex('service_requests_invoice_number_key').on(t.invoiceNumber),
    // The admin search matches parts of names, e-mails and reference IDs (ILIKE '%...%'):
    // trigram indexes keep that fast at a million rows (pg_trgm, created in migration 0001).
    index('service_requests_contact_name_trgm_idx').using('gin', sql`${t.contactName} gin_trgm_ops`),
    index('service_requests_contact_email_trgm_idx').using('gin', sql`${t.contactEmail} gin_trgm_ops`),
    index('service_requests_reference_id_trgm_idx').using('gin', sql`${t.referenceId} gin_trgm_ops`),
    index('service_requests_status_idx').on(t.status),
    index('service_requests_payment_status_idx').on(t.paymentStatus),
    index('service_requests_account_idx').on(t.accountId, t.createdAt),
    // Ascending, scanned backwards for 'newest first' (a DESC index would be DESC NULLS LAST,
    // which ORDER BY ... DESC cannot use).
    index('service_requests_created_at_idx').on(t.createdAt, t.id),
    index('service_requests_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // A customer's own page lists the requests whose contact e-mail is theirs, compared without
    // regard to case (src/shared/customer-portal/customer-account.ts normalizeCustomerEmail), newest first.
    index('service_requests_customer_email_idx').on(sql`lower(${t.contactEmail})`, t.createdAt, t.id),
    check('service_requests_quote_response_check', oneOf('quote_response', QUOTE_RESPONSES)),
    check('service_requests_user_role_check', oneOf('user_role', USER_ROLES)),
    check('service_requests_language_check', oneOf('language', LOCALES)),
    check('service_requests_urgency_check', oneOf('urgency', URGENCY_LEVELS)),
    check('service_requests_status_check', oneOf('status', SERVICE_REQUEST_STATUSES)),
    check('service_requests_invoice_status_check', oneOf('invoice_status', INVOICE_STATUSES)),
    check('service_requests_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    // Six digits at least; past 999,999 in a year the number grows a digit rather than wrap (decision 065).
    check('service_requests_invoice_number_check', sql`${t.invoiceNumber} ~ '^INV-[0-9]{4}-[0-9]{6,}$'`),
    // A sent invoice has its number, and only a sent one.
    check('service_requests_invoice_number_sent_check', sql`(${t.invoiceNumber} is null) = (${t.invoiceSentAt} is null)`),
    check('service_requests_amounts_check', sql`coalesce(${t.finalAmount}, 1) > 0 and coalesce(${t.estimatedQuote}, 1) > 0`),
    // An estimate is a whole range over a distance, or none at all.
    check(
      'service_requests_estimate_check',
      sql`(${t.estimateLowCents} is null and ${t.estimateHighCents} is null and ${t.estimateMiles} is null) or (${t.estimateLowCents} > 0 and ${t.estimateHighCents} >= ${t.estimateLowCents} and ${t.estimateMiles} > 0)`,
    ),
  ],
);

/**
 * The last invoice number given in each UTC year. Sending an invoice takes the next one with an
 * upsert inside the sending transaction: the row lock makes concurrent senders wait their turn
 * (no duplicate), and a send that rolls back returns its number (no gap). Decision 065.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_number_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * A request's invoice documents (decision 066): at most one draft and one sent invoice at a time;
 * a voided one stays, and its re-issue points back to it. A sent invoice never changes: the
 * request's row keeps its number, total and send time (finalAmount, invoiceNumber,
 * invoiceSentAt), written in the sending transaction, for the payments and lists that read them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    state: text('state').$type<InvoiceDocumentState>().notNull().default('draft'),
    number: text('number'),
    /** The billed lines' sum, fixed when sent; null while a draft (its lines give it). */
    total: money('total'),
    sentAt: timestamptz('sent_at'),
    sentByAdminId: integer('sent_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    voidedAt: timestamptz('voided_at'),
    voidedByAdminId: integer('voided_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /** The voided invoice this one re-issues. */
    replacesInvoiceId: integer('replaces_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    // Receivables (issue 38, decisions 072 and 073). Set when sent: the account billed (moved by a
    // merge), the terms then in force and the day due (the billing time zone's). The balance is what
    // is still owed: total less credit notes less the payments applied (net of their refunds),
    // written from the ledger under the invoice's lock by every movement (recomputeInvoiceBalance).
    accountId: integer('account_id').references((): AnyPgColumn => customerAccounts.id, { onDelete: 'restrict' }),
    terms: text('terms').$type<PaymentTerms>(),
    dueOn: date('due_on', { mode: 'string' }),
    balance: money('balance'),
    /** When the scheduler first found it past due with a balance (its audit event and history entry). */
    overdueMarkedAt: timestamptz('overdue_marked_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_one_draft_key')
      .on(t.serviceRequestId)
      .where(sql`${t.state} = 'draft'`),
    uniqueIndex('invoices_one_sent_key')
      .on(t.serviceRequestId)
      .where(sql`${t.state} = 'sent'`),
    index('invoices_service_request_idx').on(t.serviceRequestId),
    // The aging view and the reminders read sent invoices that still owe, by account and due day;
    // the balance in the key lets the aging sums read the index alone (735 -> 123 ms p95 at a
    // million invoices, decision 075).
    index('invoices_open_due_idx')
      .on(t.accountId, t.dueOn, t.balance)
      .where(sql`${t.state} = 'sent' and ${t.balance} > 0`),
    // The accounting export and the factor's schedule page through sends and voids by time (decision 077).
    index('invoices_issued_at_idx')
      .on(t.sentAt, t.id)
      .where(sql`${t.state} <> 'draft'`),
    index('invoices_voided_at_idx')
      .on(t.voidedAt, t.id)
      .where(sql`${t.state} = 'void'`),
    index('invoices_open_by_due_idx')
      .on(t.dueOn)
      .where(sql`${t.state} = 'sent' and ${t.balance} > 0`),
    index('invoices_account_sent_idx').on(t.accountId, t.sentAt),
    check('invoices_state_check', oneOf('state', INVOICE_DOCUMENT_STATES)),
    check('invoices_terms_check', oneOf('terms', PAYMENT_TERMS)),
    // A sent or voided invoice has terms, a due day and a balance between nothing and its total.
    check(
      'invoices_receivable_fields_check',
      sql`(${t.state} = 'draft') = (${t.dueOn} is null) and (${t.dueOn} is null) = (${t.terms} is null) and (${t.terms} is null) = (${t.balance} is null)`,
    ),
    check('invoices_balance_check', sql`${t.balance} is null or (${t.balance} >= 0 and ${t.balance} <= ${t.total})`),
    check('invoices_number_check', sql`${t.number} ~ '^INV-[0-9]{4}-[0-9]{6,}$'`),
    // A draft has no number, total or send time; a sent or voided invoice has all three.
    check(
      'invoices_sent_fields_check',
      sql`(${t.state} = 'draft') = (${t.number} is null) and (${t.number} is null) = (${t.sentAt} is null) and (${t.sentAt} is null) = (${t.total} is null)`,
    ),
    check('invoices_void_fields_check', sql`(${t.state} = 'void') = (${t.voidedAt} is not null and ${t.voidReason} is not null)`),
    check('invoices_total_check', sql`coalesce(${t.total}, 1) > 0`),
  ],
);

/**
 * The lines of an invoice (decision 066). The amount is quantity x rate rounded half up to the
 * cent, computed by the server (src/shared/invoicing/invoice-lines.ts lineAmountCents) and stored
 * so sums and exports read it in SQL. A proposed line is billed only once approved.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<LineKind>().notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').$type<LineUnit>().notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    amount: money('amount').notNull(),
    state: text('state').$type<LineState>().notNull().default('approved'),
    source: text('source').$type<LineSource>().notNull().default('staff'),
    /** What proved a proposed line: the driver's timestamps, a receipt (lineEvidenceSchema). */
    evidence: jsonb('evidence').$type<LineEvidence>(),
    /** A proposal's key (e.g. detention at pickup): proposed once however often its evidence arrives. */
    proposalKey: text('proposal_key'),
    waiveReason: text('waive_reason'),
    decidedByAdminId: integer('decided_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdByAdminId: integer('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    uniqueIndex('invoice_lines_proposal_key').on(t.invoiceId, t.proposalKey),
    check('invoice_lines_kind_check', oneOf('kind', LINE_KINDS)),
    check('invoice_lines_unit_check', oneOf('unit', LINE_UNITS)),
    check('invoice_lines_state_check', oneOf('state', LINE_STATES)),
    check('invoice_lines_source_check', oneOf('source', LINE_SOURCES)),
    check('invoice_lines_positive_check', sql`${t.quantity} > 0 and ${t.rate} > 0 and ${t.amount} > 0`),
    check('invoice_lines_waived_check', sql`(${t.state} = 'waived') = (${t.waiveReason} is not null)`),
  ],
);

/**
 * A credit note (issue 37): corrects a sent invoice without changing it, by an amount and a reason,
 * with its own number (CN-YYYY-NNNNNN, from its own counter) and PDF. The invoice's balance is its
 * total less its credit notes.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdByAdminId: integer('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    // The accounting export reads credit notes by the time they were issued (decision 077).
    index('credit_notes_created_at_idx').on(t.createdAt, t.id),
    check('credit_notes_number_check', sql`${t.number} ~ '^CN-[0-9]{4}-[0-9]{6,}$'`),
    check('credit_notes_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The last credit note number given in each UTC year (the invoice counters' twin: no gap, no duplicate). */
export const creditNoteNumberCounters = pgTable(
  'credit_note_number_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('credit_note_number_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * A customer company that buys on terms (issue 38, decision 072). Its requests are billed to it,
 * its billing contacts see its invoices, statements and balance on the customer's page.
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    terms: text('terms').$type<PaymentTerms>().notNull().default('due_on_receipt'),
    /** The office is warned before quoting past it; null: no limit. */
    creditLimit: money('credit_limit'),
    notes: text('notes'),
    /** The language of its statements and reminders. */
    language: text('language').$type<Locale>().notNull().default('en'),
    /** Its invoices are assigned to the factor (factoring_settings): paid to the factor, not to us. */
    factored: boolean('factored').notNull().default(false),
    remindersPaused: boolean('reminders_paused').notNull().default(false),
    /** Days relative to the due date a reminder goes (DEFAULT_REMINDER_OFFSETS unless changed). */
    reminderOffsets: jsonb('reminder_offsets')
      .$type<number[]>()
      .notNull()
      .default(sql`'[-3, 1, 15, 30]'::jsonb`),
    /** Set when merged into another account: it keeps its id for history, and owns nothing. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => customerAccounts.id, { onDelete: 'restrict' }),
    mergedAt: timestamptz('merged_at'),
    ...timestamps(),
  },
  (t) => [
    index('customer_accounts_name_idx').on(sql`lower(${t.name})`),
    check('customer_accounts_terms_check', oneOf('terms', PAYMENT_TERMS)),
    check('customer_accounts_language_check', oneOf('language', LOCALES)),
    check('customer_accounts_credit_limit_check', sql`coalesce(${t.creditLimit}, 1) > 0`),
    check(
      'customer_accounts_merged_check',
      sql`(${t.mergedIntoId} is null) = (${t.mergedAt} is null) and ${t.mergedIntoId} is distinct from ${t.id}`,
    ),
  ],
);

/** An account's billing contacts: each address belongs to one account at most. */
export const customerAccountContacts = pgTable(
  'customer_account_contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, lower-case), as customer sessions keep it. */
    email: text('email').notNull(),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_account_contacts_email_key').on(t.email), index('customer_account_contacts_account_idx').on(t.accountId)],
);

/** A company domain the office confirmed: requests from any address at it attach to the account. */
export const customerAccountDomains = pgTable(
  'customer_account_domains',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    /** Lower-case, e.g. acme-shipping.com. */
    domain: text('domain').notNull(),
    confirmedByAdminId: integer('confirmed_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    confirmedAt: timestamptz('confirmed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_account_domains_domain_key').on(t.domain), index('customer_account_domains_account_idx').on(t.accountId)],
);

/** A payment reminder sent for an invoice: one row per invoice and reminder day, so each goes once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Days relative to the due date (-3 before, 1 the first day overdue, ...). */
    offsetDays: integer('offset_days').notNull(),
    finalNotice: boolean('final_notice').notNull().default(false),
    /** The balance it asked for. */
    balance: money('balance').notNull(),
    /** Who it went to (the billing contacts or the request's contact), for the invoice's history. */
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [uniqueIndex('invoice_reminders_invoice_offset_key').on(t.invoiceId, t.offsetDays)],
);

/**
 * A monthly statement as made and mailed on the first of the month (decision 075): its figures and
 * rows are kept, so the PDF the customer got is the one the office can open again. On-demand
 * statements for other periods are made from the books and not kept.
 */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    openingBalance: numeric('opening_balance', { precision: 12, scale: 2 }).notNull(),
    closingBalance: numeric('closing_balance', { precision: 12, scale: 2 }).notNull(),
    /** The statement's rows (invoices, payments, credits) as they stood. */
    entries: jsonb('entries').$type<unknown[]>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    createdAt: createdAt(),
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    uniqueIndex('account_statements_account_period_key').on(t.accountId, t.periodStart),
    check('account_statements_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('account_statements_language_check', oneOf('language', LOCALES)),
  ],
);

/**
 * The scheduler's jobs (decision 074): one row per job, its next run and a lease. An instance runs a
 * due job only after taking its lease with one UPDATE, so one instance runs it at a time; the row
 * outlives restarts, and a lease left by a crashed instance lapses.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  leaseUntil: timestamptz('lease_until'),
  leaseHolder: text('lease_holder'),
  lastStartedAt: timestamptz('last_started_at'),
  lastFinishedAt: timestamptz('last_finished_at'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/** The owner's choice of income account per line kind, for the accounting export (decision 077). */
export const incomeAccounts = pgTable(
  'income_accounts',
  {
    lineKind: text('line_kind').$type<LineKind>().primaryKey(),
    accountName: text('account_name').notNull(),
    updatedByAdminId: integer('updated_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  () => [check('income_accounts_line_kind_check', oneOf('line_kind', LINE_KINDS))],
);

/** The factor our factored accounts' invoices are assigned to (decision 078): one row at most. */
export const factoringSettings = pgTable(
  'factoring_settings',
  {
    id: boolean('id').primaryKey().default(true),
    factorName: text('factor_name').notNull(),
    /** The remit-to address, as lines. */
    remitTo: text('remit_to').notNull(),
    email: text('email'),
    phone: text('phone'),
    updatedByAdminId: integer('updated_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('factoring_settings_single_row_check', sql`${t.id}`)],
);

/**
 * A quote's lines (issue 37): the quote a customer reads is a list of lines like an invoice's; the
 * request's estimated_quote stays their total, written with them.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<LineKind>().notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').$type<LineUnit>().notNull(),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_lines_request_idx').on(t.serviceRequestId, t.position),
    check('quote_lines_kind_check', oneOf('kind', LINE_KINDS)),
    check('quote_lines_unit_check', oneOf('unit', LINE_UNITS)),
    check('quote_lines_positive_check', sql`${t.quantity} > 0 and ${t.rate} > 0 and ${t.amount} > 0`),
  ],
);

/**
 * A lumper receipt or scale ticket a driver photographed on the road (issue 37): what was paid,
 * the photo (a private upload), and when. Sent from the phone once, whenever the signal allows
 * (clientReceiptId makes a second arrival find the first); it proposes the matching invoice line.
 */
export const loadReceipts = pgTable(
  'load_receipts',
  {
    id: serial('id').primaryKey(),
    clientReceiptId: uuid('client_receipt_id').notNull(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    amount: money('amount').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** When the driver took it (a queued receipt arrives later). */
    recordedAt: timestamptz('recorded_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('load_receipts_client_receipt_key').on(t.driverProfileId, t.clientReceiptId),
    index('load_receipts_request_idx').on(t.serviceRequestId),
    check('load_receipts_kind_check', oneOf('kind', RECEIPT_KINDS)),
    check('load_receipts_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The fuel surcharge schedules (issue 37), each in force from its date until the next one's: a
 * new schedule is a new row, so an invoice's surcharge can always be explained by the schedule of
 * its pickup date. Per step of `priceStep` dollars the diesel price is above `pegPrice`, the
 * surcharge grows by `increment`: dollars per mile, or percentage points of linehaul.
 */
export const fuelSurchargeSchedules = pgTable(
  'fuel_surcharge_schedules',
  {
    id: serial('id').primaryKey(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    pegPrice: numeric('peg_price', { precision: 6, scale: 3 }).notNull(),
    priceStep: numeric('price_step', { precision: 6, scale: 3 }).notNull(),
    basis: text('basis').$type<FuelSurchargeBasis>().notNull(),
    increment: numeric('increment', { precision: 8, scale: 4 }).notNull(),
    createdByAdminId: integer('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fuel_surcharge_schedules_effective_from_key').on(t.effectiveFrom),
    check('fuel_surcharge_schedules_basis_check', oneOf('basis', FUEL_SURCHARGE_BASES)),
    check('fuel_surcharge_schedules_positive_check', sql`${t.pegPrice} > 0 and ${t.priceStep} > 0 and ${t.increment} > 0`),
  ],
);

/** The weekly U.S. retail on-highway diesel price (the EIA's, published for each Monday): typed by staff or fetched. */
export const dieselPrices = pgTable(
  'diesel_prices',
  {
    /** The Monday of the week the price is for. */
    weekOf: date('week_of', { mode: 'string' }).primaryKey(),
    /** Dollars per gallon. */
    price: numeric('price', { precision: 6, scale: 3 }).notNull(),
    source: text('source').$type<DieselPriceSource>().notNull(),
    recordedByAdminId: integer('recorded_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('diesel_prices_source_check', oneOf('source', DIESEL_PRICE_SOURCES)),
    check('diesel_prices_price_check', sql`${t.price} > 0`),
    check('diesel_prices_monday_check', sql`extract(isodow from ${t.weekOf}) = 1`),
  ],
);

/**
 * The accessorial catalogue (issue 37): a default rate per code, and rates agreed with one
 * customer (by the contact's e-mail, or their company's name, until customer accounts arrive).
 * Detention bills per hour after `freeMinutes`, in steps of `stepMinutes`, up to `capMinutes`.
 */
export const accessorialRates = pgTable(
  'accessorial_rates',
  {
    id: serial('id').primaryKey(),
    code: text('code').$type<AccessorialCode>().notNull(),
    /** Lower-cased; null with a null company: the default rate. */
    customerEmail: text('customer_email'),
    customerCompany: text('customer_company'),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    unit: text('unit').$type<LineUnit>().notNull(),
    freeMinutes: integer('free_minutes'),
    stepMinutes: integer('step_minutes'),
    capMinutes: integer('cap_minutes'),
    updatedByAdminId: integer('updated_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accessorial_rates_scope_key').on(
      t.code,
      sql`coalesce(${t.customerEmail}, '')`,
      sql`lower(coalesce(${t.customerCompany}, ''))`,
    ),
    check('accessorial_rates_code_check', oneOf('code', ACCESSORIAL_CODES)),
    check('accessorial_rates_unit_check', oneOf('unit', LINE_UNITS)),
    check('accessorial_rates_one_customer_check', sql`${t.customerEmail} is null or ${t.customerCompany} is null`),
    check('accessorial_rates_email_lower_check', sql`${t.customerEmail} = lower(${t.customerEmail})`),
    check('accessorial_rates_rate_check', sql`${t.rate} > 0`),
    check(
      'accessorial_rates_minutes_check',
      sql`coalesce(${t.freeMinutes}, 0) >= 0 and coalesce(${t.stepMinutes}, 1) > 0 and coalesce(${t.capMinutes}, 1) > 0`,
    ),
  ],
);

export const serviceRequestStatusHistory = pgTable(
  'service_request_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    ...statusChangeColumns<ServiceRequestStatus>(),
    /** The business event that moved the status (request-status-events.ts); null for a staff member's change or the request arriving. */
    movedByEvent: text('moved_by_event').$type<StatusEvent>(),
  },
  (t) => [
    index('service_request_status_history_request_idx').on(t.serviceRequestId, t.createdAt),
    check('service_request_status_history_moved_by_event_check', oneOf('moved_by_event', STATUS_EVENTS)),
  ],
);

export const driverApplications = pgTable(
  'driver_applications',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    ...applicantColumns(),
    previousEmployer: text('previous_employer'),
    /** Month as YYYY-MM. */
    employmentStartDate: text('employment_start_date'),
    /** Month as YYYY-MM. */
    employmentEndDate: text('employment_end_date'),
    reasonForLeaving: text('reason_for_leaving'),
    /** As printed on the DOT medical card the applicant attached; null without a card. */
    medicalCardExpiration: date('medical_card_expiration', { mode: 'string' }),
    additionalInfo: text('additional_info'),
    canStartDate: date('can_start_date', { mode: 'string' }),
    /**
     * What 49 CFR 391.21 asks beyond the fields above (issue 41): addresses, licenses, experience,
     * accidents, convictions, employment, denials. Null for an application made before it was asked.
     */
    history: jsonb('history').$type<ApplicationHistory>(),
    /** The name typed under the signature drawn on the screen, and when the certification was signed. */
    signedName: text('signed_name'),
    certifiedAt: timestamptz('certified_at'),
    status: text('status').$type<DriverApplicationStatus>().notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('driver_applications_reference_id_key').on(t.referenceId),
    index('driver_applications_status_idx').on(t.status),
    index('driver_applications_created_at_idx').on(t.createdAt, t.id),
    index('driver_applications_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('driver_applications_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('driver_applications_status_check', oneOf('status', DRIVER_APPLICATION_STATUSES)),
    check('driver_applications_language_check', oneOf('language', LOCALES)),
    check('driver_applications_years_experience_check', sql`${t.yearsExperience} >= 0`),
  ],
);

export const driverApplicationStatusHistory = pgTable(
  'driver_application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverApplicationId: integer('driver_application_id')
      .notNull()
      .references(() => driverApplications.id, { onDelete: 'cascade' }),
    ...statusChangeColumns<DriverApplicationStatus>(),
  },
  (t) => [
    index('driver_application_status_history_application_idx').on(t.driverApplicationId, t.createdAt),
    check('driver_application_status_history_to_status_check', oneOf('to_status', DRIVER_APPLICATION_STATUSES)),
  ],
);

/**
 * Files customers and applicants sent us. The bytes live in private storage under `storageKey`;
 * this row says whose they are and what they are. Exactly one owner per file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverApplicationId: integer('driver_application_id').references(() => driverApplications.id, {
      onDelete: 'cascade',
    }),
    storageKey: text('storage_key').notNull(),
    /** The name the customer's device gave the file, cleaned; shown to admins only. */
    originalName: text('original_name').notNull(),
    /** Detected from the file's content, not from what the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** A driver's photo or the receiver's signature: the update it came with (issue 22). */
    dispatchUpdateId: bigint('dispatch_update_id', { mode: 'number' }).references((): AnyPgColumn => dispatchUpdates.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_dispatch_update_idx').on(t.dispatchUpdateId),
    index('uploads_service_request_idx').on(t.serviceRequestId),
    index('uploads_driver_application_idx').on(t.driverApplicationId),
    check('uploads_purpose_check', oneOf('purpose', UPLOAD_PURPOSES)),
    check('uploads_one_owner_check', sql`(${t.serviceRequestId} is null) <> (${t.driverApplicationId} is null)`),
    check('uploads_size_check', sql`${t.sizeBytes} > 0`),
  ],
);

export const driverProfiles = pgTable(
  'driver_profiles',
  {
    id: serial('id').primaryKey(),
    driverApplicationId: integer('driver_application_id')
      .notNull()
      .references(() => driverApplications.id, { onDelete: 'restrict' }),
    profileId: text('profile_id').notNull(),
    ...applicantColumns(),
    resumeUploadId: uuid('resume_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    licenseUploadId: uuid('license_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    medicalCardUploadId: uuid('medical_card_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Confirmed by the admin who hired, from the card itself. */
    medicalCardExpiration: date('medical_card_expiration', { mode: 'string' }),
    status: text('status').$type<DriverProfileStatus>().notNull().default('active'),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    hiredByAdminId: integer('hired_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /**
     * The Social Security number recruiting records at hire (issue 41), encrypted with the
     * configuration's key (AES-256-GCM, see platform/security/field-encryption), and its last four
     * digits for the masked view. Never logged, exported or answered whole.
     */
    ssnCiphertext: text('ssn_ciphertext'),
    ssnLast4: text('ssn_last4'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('driver_profiles_profile_id_key').on(t.profileId),
    check('driver_profiles_ssn_check', sql`(${t.ssnCiphertext} is null) = (${t.ssnLast4} is null)`),
    uniqueIndex('driver_profiles_application_key').on(t.driverApplicationId),
    index('driver_profiles_status_idx').on(t.status),
    // The Drivers list asks for licenses and medical cards expiring soon.
    index('driver_profiles_license_expiration_idx').on(t.licenseExpiration),
    index('driver_profiles_medical_card_expiration_idx').on(t.medicalCardExpiration),
    check('driver_profiles_status_check', oneOf('status', DRIVER_PROFILE_STATUSES)),
    check('driver_profiles_language_check', oneOf('language', LOCALES)),
  ],
);

/**
 * The payments ledger: one row per attempt, never deleted, so the books can be rebuilt.
 * Free-form payments have no service request; they carry the customer's own reference.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, { onDelete: 'restrict' }),
    customerReference: text('customer_reference'),
    payerEmail: text('payer_email'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<LedgerStatus>().notNull(),
    /** Stripe PaymentIntent / Checkout Session id or PayPal order id. */
    providerPaymentId: text('provider_payment_id'),
    /** Stripe charge or PayPal capture id, once the money moved. */
    providerCaptureId: text('provider_capture_id'),
    failureReason: text('failure_reason'),
    verifiedByAdminId: integer('verified_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    verifiedAt: timestamptz('verified_at'),
    notes: text('notes'),
    /**
     * Money that arrived for an invoice another payment had already paid (a race between two
     * providers, a transfer confirmed after a card payment): kept on the books, due for a refund,
     * and never counted as revenue.
     */
    overpayment: boolean('overpayment').notNull().default(false),
    /**
     * The part of a confirmed invoice payment applied to the invoice's balance (decision 073): the
     * whole amount, or what the balance still owed when more arrived (the rest is the overpayment).
     * Null for a free-form payment and for one not confirmed.
     */
    appliedAmount: money('applied_amount'),
    /** When the provider (or an admin) confirmed the money; later edits never move it. */
    confirmedAt: timestamptz('confirmed_at'),
    ...timestamps(),
  },
  (t) => [
    index('payments_service_request_idx').on(t.serviceRequestId),
    index('payments_status_idx').on(t.status),
    index('payments_created_at_idx').on(t.createdAt),
    // The accounting export reads confirmed payments by when the money arrived (decision 077).
    index('payments_confirmed_at_idx')
      .on(t.confirmedAt, t.id)
      .where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payments_provider_payment_key')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('payments_provider_capture_key')
      .on(t.provider, t.providerCaptureId)
      .where(sql`${t.providerCaptureId} is not null`),
    check('payments_provider_check', oneOf('provider', PAYMENT_PROVIDERS)),
    check('payments_method_check', oneOf('method', PAYMENT_METHODS)),
    check('payments_status_check', oneOf('status', LEDGER_STATUSES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    // Never more applied than arrived; an overpayment is money not (all) applied.
    check('payments_applied_check', sql`${t.appliedAmount} is null or (${t.appliedAmount} >= 0 and ${t.appliedAmount} <= ${t.amount})`),
  ],
);

/**
 * Refunds: each one a row, written before the provider is asked (status pending), so two admins
 * refunding at once are serialised on the payment's row lock and can never return more than came in.
 * Refunds made in the provider's own dashboard arrive as webhook events and are recorded here too.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The payment's provider; 'manual' for a refund the office made at the bank and recorded. */
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRefundId: text('provider_refund_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason').notNull(),
    failureReason: text('failure_reason'),
    /** Null when the refund came from the provider's side (its dashboard). */
    requestedByAdminId: integer('requested_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** When the customer was e-mailed about it (once, when it succeeded). */
    customerNotifiedAt: timestamptz('customer_notified_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_created_at_idx').on(t.createdAt),
    uniqueIndex('payment_refunds_provider_refund_key')
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check('payment_refunds_provider_check', oneOf('provider', PAYMENT_PROVIDERS)),
    check('payment_refunds_status_check', oneOf('status', REFUND_STATUSES)),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every provider event we acted on (Stripe webhook events). Inserted in the same transaction as
 * its effect: a replayed or concurrent duplicate hits the unique key and changes nothing.
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_provider_events_key').on(t.provider, t.eventId),
    check('payment_provider_events_provider_check', oneOf('provider', PAYMENT_PROVIDERS)),
  ],
);

/** Mail to send. A worker claims due rows with FOR UPDATE SKIP LOCKED, so any instance can send. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** PDFs to attach, named by what they are (made from stored data when the mail is sent). */
    attachments: jsonb('attachments').$type<MailDocument[]>(),
    /** What the mail is about, e.g. 'service-request-received', for tracing and de-duplication. */
    kind: text('kind').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('email_outbox_status_check', oneOf('status', ['pending', 'sent', 'failed'])),
  ],
);

/**
 * Mail someone asked for that only an account's owner may get (a sign-in link and code, a password
 * reset): one row per request, written the same way whatever the address, so the answer neither
 * says nor takes longer to tell whether the address is anyone's. The mail-request worker decides,
 * composes the mail into email_outbox (or nothing) and deletes the row (decision 055).
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which mail, e.g. 'customer-sign-in'. */
    kind: text('kind').notNull(),
    /** The address as asked for (normalised by the route's schema). */
    toAddress: text('to_address').notNull(),
    /** The language of the page it was asked from. */
    language: text('language').$type<Locale>().notNull(),
    /** Where the request came from: recorded on what the worker makes of it (a sign-in, an audit event). */
    clientAddress: text('client_address'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_requests_due_idx').on(t.nextAttemptAt), check('mail_requests_language_check', oneOf('language', LOCALES))],
);

/** Background interaction analytics. Never holds what a visitor typed into a form. */
export const interactionEvents = pgTable(
  'interaction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    interactionType: text('interaction_type').$type<InteractionType>().notNull(),
    page: text('page').notNull(),
    element: text('element'),
    value: jsonb('value'),
    serviceRequestReference: text('service_request_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('interaction_events_created_at_idx').on(t.createdAt),
    index('interaction_events_type_created_idx').on(t.interactionType, t.createdAt),
    index('interaction_events_session_idx').on(t.sessionId),
    // A request inserted after its form_complete event finds the event here (analytics rollups).
    index('interaction_events_form_complete_reference_idx')
      .on(t.serviceRequestReference)
      .where(sql`interaction_type = 'form_complete'`),
    check('interaction_events_interaction_type_check', oneOf('interaction_type', INTERACTION_TYPES)),
  ],
);

/**
 * Who did what to which record, and when (docs/decisions/031-audit-log.md). Append-only: a
 * trigger (drizzle/0012_audit_events.sql) refuses UPDATE, DELETE and TRUNCATE. No foreign key:
 * history outlives the accounts and records it names, so the actor is kept as an id and a label.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorAdminId: integer('actor_admin_id'),
    /** The actor as it read then (a member's e-mail, "customer", "system"). */
    actorLabel: text('actor_label').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    recordType: text('record_type').$type<AuditRecordType>().notNull(),
    recordId: text('record_id').notNull(),
    /** Before and after of the changed fields only; never a secret (see features/audit/). */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    clientAddress: text('client_address'),
    requestId: text('request_id'),
  },
  (t) => [
    // The tab's filters at a million rows, each newest first with the id breaking ties.
    index('audit_events_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorAdminId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.occurredAt.desc(), t.id.desc()),
    check('audit_events_actor_kind_check', oneOf('actor_kind', AUDIT_ACTOR_KINDS)),
  ],
);

/**
 * A customer's sign-in (issue 21): a one-time link and a 6-digit code sent to an address that has
 * requests; either works once, until `expiresAt`. Only SHA-256 hashes are kept (the code's salted
 * with the link's hash, so equal codes never hash alike).
 */
export const customerSignInTokens = pgTable(
  'customer_sign_in_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised (trimmed, lower-case). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Wrong codes typed against this sign-in; too many end it. */
    codeFailures: integer('code_failures').notNull().default(0),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('customer_sign_in_tokens_token_hash_key').on(t.tokenHash),
    index('customer_sign_in_tokens_email_idx').on(t.email, t.createdAt),
    index('customer_sign_in_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** A signed-in customer's browser: the cookie holds a random token, this row its SHA-256. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Normalised: the customer sees the requests whose contact e-mail is this address. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('customer_sessions_email_idx').on(t.email), index('customer_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** What a customer chose to be e-mailed about; no row means every status change (the default). */
export const customerPreferences = pgTable('customer_preferences', {
  /** Normalised. */
  email: text('email').primaryKey(),
  statusEmails: jsonb('status_emails').$type<ServiceRequestStatus[]>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A driver's sign-in (issue 22): the customer's scheme (customerSignInTokens) for an active
 * driver profile. Only hashes are kept.
 */
export const driverSignInTokens = pgTable(
  'driver_sign_in_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    codeFailures: integer('code_failures').notNull().default(0),
    ipAddress: text('ip_address'),
  },
  (t) => [
    uniqueIndex('driver_sign_in_tokens_token_hash_key').on(t.tokenHash),
    index('driver_sign_in_tokens_driver_idx').on(t.driverProfileId, t.createdAt),
    index('driver_sign_in_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** A signed-in driver's phone: the cookie holds a random token, this row its SHA-256. */
export const driverSessions = pgTable(
  'driver_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('driver_sessions_driver_idx').on(t.driverProfileId), index('driver_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Who carries a load (issue 22): at most one driver per service request at a time. Re-assigning
 * changes the row; un-assigning deletes it (the audit log and dispatch_updates keep the story).
 */
export const dispatchAssignments = pgTable(
  'dispatch_assignments',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'restrict' }),
    vehicleNumber: text('vehicle_number'),
    trailerNumber: text('trailer_number'),
    plannedPickupDate: date('planned_pickup_date', { mode: 'string' }).notNull(),
    /**
     * The appointments the office agreed with the shipper and the receiver, when there are any
     * (issue 37): a driver who arrives early waits on their own time, so detention's free time
     * runs from the appointment instead of the arrival.
     */
    pickupAppointmentAt: timestamptz('pickup_appointment_at'),
    deliveryAppointmentAt: timestamptz('delivery_appointment_at'),
    stage: text('stage').$type<LoadStage>().notNull().default('assigned'),
    /**
     * A broker load dispatched without a signed rate confirmation (issue 39): the owner's reason,
     * who and when (the audit log has the event too). Null when the paperwork was in order.
     */
    rateConfirmationOverrideReason: text('rate_confirmation_override_reason'),
    rateConfirmationOverrideByAdminId: integer('rate_confirmation_override_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    rateConfirmationOverrideAt: timestamptz('rate_confirmation_override_at'),
    /**
     * A driver whose qualification file lacks a required item, dispatched anyway by the owner for
     * this load (issue 41): the reason, who and when (audited too). Cleared when another driver takes the load.
     */
    qualificationOverrideReason: text('qualification_override_reason'),
    qualificationOverrideByAdminId: integer('qualification_override_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    qualificationOverrideAt: timestamptz('qualification_override_at'),
    stageChangedAt: timestamptz('stage_changed_at').notNull().defaultNow(),
    assignedByAdminId: integer('assigned_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('dispatch_assignments_service_request_key').on(t.serviceRequestId),
    index('dispatch_assignments_driver_idx').on(t.driverProfileId, t.stage),
    index('dispatch_assignments_planned_idx').on(t.plannedPickupDate),
    check('dispatch_assignments_stage_check', oneOf('stage', LOAD_STAGES)),
  ],
);

/**
 * What drivers report from the road, append-only: each stage reached and each problem. The
 * phone names every update with its own UUID (`clientUpdateId`) and sends it again until it is
 * answered; the unique key makes the second arrival find the first instead of counting twice.
 */
export const dispatchUpdates = pgTable(
  'dispatch_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUpdateId: uuid('client_update_id').notNull(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'stage' | 'problem'>().notNull(),
    stage: text('stage').$type<LoadStage>(),
    problem: text('problem').$type<ProblemKind>(),
    /** The driver's words; shown to the office, never to the customer. */
    note: text('note'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** When the driver tapped (a queued update arrives later). */
    recordedAt: timestamptz('recorded_at').notNull(),
    /** When the server accepted it. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dispatch_updates_client_update_key').on(t.driverProfileId, t.clientUpdateId),
    index('dispatch_updates_request_idx').on(t.serviceRequestId, t.recordedAt, t.id),
    check('dispatch_updates_kind_check', oneOf('kind', ['stage', 'problem'])),
    check('dispatch_updates_stage_check', oneOf('stage', LOAD_STAGES)),
    check('dispatch_updates_problem_check', oneOf('problem', PROBLEM_KINDS)),
    check(
      'dispatch_updates_kind_fields_check',
      sql`(${t.kind} = 'stage' and ${t.stage} is not null and ${t.problem} is null) or (${t.kind} = 'problem' and ${t.problem} is not null and ${t.stage} is null)`,
    ),
  ],
);

/**
 * The proof of delivery: one per delivered request, written with its 'delivered' update. The
 * signature and photos are uploads of that update (private storage); the PDF is made from these
 * rows when asked for, so it is the same file every time.
 */
export const proofsOfDelivery = pgTable('proofs_of_delivery', {
  serviceRequestId: integer('service_request_id')
    .primaryKey()
    .references(() => serviceRequests.id, { onDelete: 'cascade' }),
  dispatchUpdateId: bigint('dispatch_update_id', { mode: 'number' })
    .notNull()
    .references(() => dispatchUpdates.id, { onDelete: 'cascade' }),
  driverProfileId: integer('driver_profile_id')
    .notNull()
    .references(() => driverProfiles.id, { onDelete: 'restrict' }),
  receiverName: text('receiver_name').notNull(),
  signatureUploadId: uuid('signature_upload_id')
    .notNull()
    .references(() => uploads.id, { onDelete: 'restrict' }),
  deliveredAt: timestamptz('delivered_at').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  /**
   * The receiver's over, short and damaged notes (issue 39), in the order written; empty when the
   * freight arrived clean. Their photos are uploads of the delivered update, purpose exception_photo.
   */
  exceptions: jsonb('exceptions')
    .$type<DeliveryException[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

/**
 * A load's bill of lading (issue 39; decision 079): the office's working copy, saved as it types,
 * and the load's BOL number, given when the draft is first made and never changed. Issuing
 * freezes the draft as a version (bill_of_lading_versions).
 */
export const billsOfLading = pgTable(
  'bills_of_lading',
  {
    serviceRequestId: integer('service_request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    bolNumber: text('bol_number').notNull(),
    draft: jsonb('draft').$type<BolDraft>().notNull(),
    updatedByAdminId: integer('updated_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bills_of_lading_bol_number_key').on(t.bolNumber),
    check('bills_of_lading_bol_number_check', sql`${t.bolNumber} ~ '^[0-9]{17}$'`),
  ],
);

/**
 * Each issued bill of lading, complete and frozen (the PDF is made from `content`, the same bytes
 * every time), and, once the driver sends the pickup, its signatures: the shipper's
 * representative's and the driver's, with the pieces and the seal the driver confirmed. Only the
 * newest version is signed; a signed version is never replaced.
 */
export const billOfLadingVersions = pgTable(
  'bill_of_lading_versions',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => billsOfLading.serviceRequestId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<BolContent>().notNull(),
    issuedByAdminId: integer('issued_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    issuedAt: timestamptz('issued_at').notNull(),
    // Signed at pickup, from the driver's 'picked_up' update (sent once, whenever the signal allows).
    dispatchUpdateId: bigint('dispatch_update_id', { mode: 'number' }).references(() => dispatchUpdates.id, { onDelete: 'set null' }),
    driverProfileId: integer('driver_profile_id').references(() => driverProfiles.id, { onDelete: 'restrict' }),
    shipperSignerName: text('shipper_signer_name'),
    shipperSignatureUploadId: uuid('shipper_signature_upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    driverSignatureUploadId: uuid('driver_signature_upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    piecesConfirmed: integer('pieces_confirmed'),
    sealConfirmed: text('seal_confirmed'),
    /** When the driver tapped "Picked up" (a queued update arrives later). */
    signedAt: timestamptz('signed_at'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bill_of_lading_versions_request_version_key').on(t.serviceRequestId, t.version),
    check('bill_of_lading_versions_version_check', sql`${t.version} > 0`),
    // Signed whole or not at all.
    check(
      'bill_of_lading_versions_signed_check',
      sql`(${t.signedAt} is null) = (${t.shipperSignerName} is null) and (${t.signedAt} is null) = (${t.shipperSignatureUploadId} is null) and (${t.signedAt} is null) = (${t.driverSignatureUploadId} is null) and (${t.signedAt} is null) = (${t.piecesConfirmed} is null) and (${t.signedAt} is null) = (${t.driverProfileId} is null)`,
    ),
    check('bill_of_lading_versions_pieces_check', sql`coalesce(${t.piecesConfirmed}, 1) >= 0`),
  ],
);

/**
 * A broker load's rate confirmations (issue 39; decision 080), each a version: one we made from
 * the accepted quote (`content`), which the broker signs on their page, or the broker's own
 * document uploaded (`uploadId`), which the office accepts or rejects. A signed or accepted version
 * is final; making a new one supersedes an unsigned one.
 */
export const rateConfirmations = pgTable(
  'rate_confirmations',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').$type<RateConfirmationSource>().notNull(),
    state: text('state').$type<RateConfirmationState>().notNull(),
    /** A generated version's frozen content; null for an upload. */
    content: jsonb('content').$type<RateConfirmationContent>(),
    /** An uploaded version's file (private storage); null for a generated one. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    createdByAdminId: integer('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** An upload's sender: the customer's e-mail (lower case). */
    uploadedByEmail: text('uploaded_by_email'),
    // The broker's electronic signature: typed name, title, the consent's words, when and from where.
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    signerEmail: text('signer_email'),
    consentText: text('consent_text'),
    signedAt: timestamptz('signed_at'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    // The office's decision on an upload.
    reviewedByAdminId: integer('reviewed_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_confirmations_request_version_key').on(t.serviceRequestId, t.version),
    check('rate_confirmations_source_check', oneOf('source', RATE_CONFIRMATION_SOURCES)),
    check('rate_confirmations_state_check', oneOf('state', RATE_CONFIRMATION_STATES)),
    check(
      'rate_confirmations_source_fields_check',
      sql`(${t.source} = 'generated' and ${t.content} is not null and ${t.uploadId} is null) or (${t.source} = 'uploaded' and ${t.uploadId} is not null and ${t.content} is null)`,
    ),
    check(
      'rate_confirmations_signed_check',
      sql`(${t.state} = 'signed') = (${t.signedAt} is not null) and (${t.signedAt} is null) = (${t.signerName} is null) and (${t.signedAt} is null) = (${t.consentText} is null)`,
    ),
    check('rate_confirmations_signed_generated_check', sql`${t.state} <> 'signed' or ${t.source} = 'generated'`),
    check(
      'rate_confirmations_upload_states_check',
      sql`${t.source} = 'generated' or ${t.state} in ('uploaded', 'accepted', 'rejected', 'superseded')`,
    ),
    check('rate_confirmations_version_check', sql`${t.version} > 0`),
  ],
);

/**
 * One counter that every dispatch change (an assignment, a driver's update) moves on, in the
 * change's own transaction: the Dispatch board's live events carry it, and an instance polling it
 * sees another instance's changes only once they are committed. Always exactly one row (id 1).
 */
export const dispatchBoardVersion = pgTable(
  'dispatch_board_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('dispatch_board_version_single_row_check', sql`${t.id} = 1`)],
);

// Analytics rollups (docs/decisions/051-analytics-rollups.md): kept current by triggers as rows
// arrive (drizzle/0018_analytics_rollups.sql), so a report sums a few rows per day instead of
// scanning every request and event in its window. Interaction events older than
// ANALYTICS_RETENTION_MONTHS are deleted; these rows stay, so old ranges still report.

/** Requests created per UTC day, service type and current status. */
export const analyticsRequestDays = pgTable(
  'analytics_request_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceType: text('service_type').notNull(),
    status: text('status').$type<ServiceRequestStatus>().notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceType, t.status] })],
);

/** Driver applications received per UTC day. */
export const analyticsApplicationDays = pgTable('analytics_application_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  applications: integer('applications').notNull(),
});

/** One row per visitor session and UTC day it did something the session metrics count. */
export const analyticsSessionDays = pgTable(
  'analytics_session_days',
  {
    sessionId: text('session_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Viewed a request-flow page that day. */
    viewed: boolean('viewed').notNull().default(false),
    /** Sent a form_complete that day naming a request that exists. */
    submitted: boolean('submitted').notNull().default(false),
    /** Sent a session summary with a numeric duration that day. */
    summarized: boolean('summarized').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.day] }), index('analytics_session_days_day_idx').on(t.day)],
);

/** What analytics_session_counts counts; converted sessions are viewed + submitted - viewed_or_submitted. */
export const ANALYTICS_SESSION_MEASURES = ['viewed', 'submitted', 'viewed_or_submitted', 'summarized'] as const;
export type AnalyticsSessionMeasure = (typeof ANALYTICS_SESSION_MEASURES)[number];

/**
 * Session-day counts per UTC day, measure (viewed, submitted, viewed_or_submitted, summarized),
 * gap (days since the session's previous day with the same measure; 0: none before) and shard
 * (of the session id, so concurrent writers rarely share a row). Distinct sessions over days
 * A..B are the rows of those days whose gap is 0 or reaches before A.
 */
export const analyticsSessionCounts = pgTable(
  'analytics_session_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    measure: text('measure').$type<AnalyticsSessionMeasure>().notNull(),
    gap: integer('gap').notNull(),
    shard: smallint('shard').notNull(),
    sessions: integer('sessions').notNull().default(0),
    /** Clamped summary seconds (measure summarized, gap 0 only). */
    seconds: doublePrecision('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.measure, t.gap, t.shard] }),
    check('analytics_session_counts_measure_check', oneOf('measure', ANALYTICS_SESSION_MEASURES)),
  ],
);

/**
 * Shareable tracking links (issue 40; decision 083): each with its own unguessable token (never
 * the reference ID), kept whole so its owners can copy it again and the texts can carry it. It
 * works until revoked, or until the set days after delivery.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    madeBy: text('made_by').$type<TrackingLinkMaker>().notNull(),
    /** The member who made it (made_by office). */
    madeByAdminId: integer('made_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
    revokedByAdminId: integer('revoked_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** 'customer' or 'office': who revoked it. */
    revokedBy: text('revoked_by').$type<TrackingLinkMaker>(),
    /** When it was last opened (for the office; never who opened it). */
    lastOpenedAt: timestamptz('last_opened_at'),
  },
  (t) => [
    uniqueIndex('tracking_links_token_key').on(t.token),
    index('tracking_links_request_idx').on(t.serviceRequestId, t.createdAt),
    check('tracking_links_made_by_check', oneOf('made_by', TRACKING_LINK_MAKERS)),
    check('tracking_links_revoked_check', sql`(${t.revokedAt} is null) = (${t.revokedBy} is null)`),
  ],
);

/**
 * The person who receives the freight at the delivery place (issue 40): the tracking link is sent
 * to them when the load is dispatched. Set by the customer on their page or by the office.
 */
export const consigneeContacts = pgTable(
  'consignee_contacts',
  {
    serviceRequestId: integer('service_request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    /** The language their mail and texts are written in. */
    language: text('language').$type<Locale>().notNull().default('en'),
    ...timestamps(),
  },
  () => [check('consignee_contacts_language_check', oneOf('language', LOCALES))],
);

/**
 * Where the driver's phone was, as it reported while carrying a load (issue 40): append-only, one
 * row per report; the phone names each with its own UUID so a retry is found, not counted twice.
 * Only the server reads coordinates; nothing a customer sees carries them.
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientPositionId: uuid('client_position_id').notNull(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'restrict' }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    /** The phone's own accuracy radius in meters, when it gave one. */
    accuracyMeters: integer('accuracy_meters'),
    recordedAt: timestamptz('recorded_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_positions_client_key').on(t.driverProfileId, t.clientPositionId),
    index('driver_positions_request_idx').on(t.serviceRequestId, t.recordedAt),
    check('driver_positions_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('driver_positions_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

/**
 * A load's tracking now (issue 40): the last place known, coarsely, and the arrival estimate made
 * at the last update. One row per request, rewritten at each update of the driver's phone, so a
 * tracking link reads one row whatever the number of updates.
 */
export const loadTracking = pgTable(
  'load_tracking',
  {
    serviceRequestId: integer('service_request_id')
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    lastCity: text('last_city'),
    lastState: text('last_state'),
    lastUpdateAt: timestamptz('last_update_at'),
    etaBasis: text('eta_basis').$type<EtaBasis>(),
    etaEarliest: timestamptz('eta_earliest'),
    etaLatest: timestamptz('eta_latest'),
    remainingMiles: numeric('remaining_miles', { precision: 7, scale: 1, mode: 'number' }),
    /** The delivery place's IANA time zone: the window is shown in it. */
    etaTimeZone: text('eta_time_zone'),
    etaComputedAt: timestamptz('eta_computed_at'),
    /** When the load first came within the set distance or time of delivery (the 'arriving soon' moment). */
    arrivingSoonAt: timestamptz('arriving_soon_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('load_tracking_eta_basis_check', oneOf('eta_basis', ETA_BASES)),
    check(
      'load_tracking_eta_check',
      sql`(${t.etaBasis} is null) = (${t.etaEarliest} is null) and (${t.etaBasis} is null) = (${t.etaTimeZone} is null) and (${t.etaBasis} is null) = (${t.etaComputedAt} is null) and (${t.etaBasis} is null) = (${t.remainingMiles} is null) and (${t.etaEarliest} is null) = (${t.etaLatest} is null) and (${t.etaLatest} is null or ${t.etaLatest} >= ${t.etaEarliest})`,
    ),
  ],
);

/**
 * Who on a request gets texts and at which moments (issue 40; decision 084): the customer and the
 * consignee, each with their mobile number, their explicit agreement (its exact words, where and
 * when) and their language.
 */
export const textSubscriptions = pgTable(
  'text_subscriptions',
  {
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').$type<TextSubscriber>().notNull(),
    /** E.164, e.g. +13125550123. */
    phone: text('phone').notNull(),
    milestones: jsonb('milestones').$type<TextMilestone[]>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    consentText: text('consent_text').notNull(),
    consentSource: text('consent_source').$type<TextConsentSource>().notNull(),
    consentedAt: timestamptz('consented_at').notNull(),
    /** The member who recorded it (consent_source office). */
    consentRecordedByAdminId: integer('consent_recorded_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceRequestId, t.subscriber] }),
    index('text_subscriptions_phone_idx').on(t.phone),
    check('text_subscriptions_subscriber_check', oneOf('subscriber', TEXT_SUBSCRIBERS)),
    check('text_subscriptions_language_check', oneOf('language', LOCALES)),
    check('text_subscriptions_consent_source_check', oneOf('consent_source', TEXT_CONSENT_SOURCES)),
    check('text_subscriptions_phone_check', sql`${t.phone} ~ '^\\+1[2-9][0-9]{2}[2-9][0-9]{6}$'`),
  ],
);

/**
 * A number's answer to the provider's keywords (issue 40): STOP stops every text to it at once,
 * START lifts that. The provider's inbound webhook (its signature checked) writes it.
 */
export const textConsents = pgTable(
  'text_consents',
  {
    phone: text('phone').primaryKey(),
    state: text('state').$type<TextConsentState>().notNull(),
    changedAt: timestamptz('changed_at').notNull(),
    /** The provider's id of the inbound text that changed it. */
    providerMessageId: text('provider_message_id'),
  },
  () => [check('text_consents_state_check', oneOf('state', TEXT_CONSENT_STATES))],
);

/**
 * Every text we send or decided not to (issue 40; decision 084), kept with its delivery status.
 * The dedupe key makes one milestone one text per recipient, however often it is reached (a
 * replayed driver update); send_after holds a text back for quiet hours; senders claim due rows
 * with SKIP LOCKED, so each goes from one instance once.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, { onDelete: 'cascade' }),
    driverProfileId: integer('driver_profile_id').references(() => driverProfiles.id, { onDelete: 'cascade' }),
    recipient: text('recipient').$type<TextRecipient>().notNull(),
    kind: text('kind').$type<TextKind>().notNull(),
    /** e.g. 'request:12:consignee:picked_up' or 'assignment:12:driver:7:3' (unique). */
    dedupeKey: text('dedupe_key').notNull(),
    toPhone: text('to_phone').notNull(),
    language: text('language').$type<Locale>().notNull(),
    /** The recipient's IANA time zone: quiet hours are theirs. */
    timeZone: text('time_zone').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<TextStatus>().notNull().default('queued'),
    suppressionReason: text('suppression_reason').$type<TextSuppressionReason>(),
    sendAfter: timestamptz('send_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed text stays with its sender until then. */
    leaseUntil: timestamptz('lease_until'),
    providerMessageId: text('provider_message_id'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    statusAt: timestamptz('status_at'),
  },
  (t) => [
    uniqueIndex('text_messages_dedupe_key').on(t.dedupeKey),
    uniqueIndex('text_messages_provider_message_key').on(t.providerMessageId),
    index('text_messages_request_idx').on(t.serviceRequestId, t.createdAt),
    index('text_messages_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'queued'`),
    index('text_messages_phone_sent_idx').on(t.toPhone, t.sentAt),
    check('text_messages_recipient_check', oneOf('recipient', TEXT_RECIPIENTS)),
    check('text_messages_kind_check', oneOf('kind', TEXT_KINDS)),
    check('text_messages_status_check', oneOf('status', TEXT_STATUSES)),
    check('text_messages_suppression_reason_check', oneOf('suppression_reason', TEXT_SUPPRESSION_REASONS)),
    check('text_messages_language_check', oneOf('language', LOCALES)),
    check('text_messages_suppressed_check', sql`(${t.status} = 'suppressed') = (${t.suppressionReason} is not null)`),
  ],
);

/**
 * What recruiting recorded in a driver's qualification file (issue 41; 49 CFR 391.51): a motor
 * vehicle record, a road test, a medical certificate, an annual review... Kept for good, never
 * edited: a newer record of the same kind supersedes an older one for the checklist.
 */
export const qualificationRecords = pgTable(
  'qualification_records',
  {
    id: serial('id').primaryKey(),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QualificationRecordKind>().notNull(),
    /** The recorded fields (qualificationRecordSchema's output without its kind). */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    /** The day the record speaks of (obtained, tested, examined, reviewed, signed). */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** The day it lapses (a license's or a medical certificate's expiry), or null. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The motor vehicle record's state; null for the other kinds. */
    state: text('state'),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    addedByAdminId: integer('added_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('qualification_records_driver_idx').on(t.driverProfileId, t.kind, t.effectiveOn),
    check('qualification_records_kind_check', oneOf('kind', QUALIFICATION_RECORD_KINDS)),
  ],
);

/**
 * The safety performance history asked of each DOT-regulated employer of the driver's last three
 * years (issue 41; 49 CFR 391.23), made at hire from the application: the letter sent, its 30-day
 * deadline, and the answer or the good-faith effort when none came.
 */
export const previousEmployerInquiries = pgTable(
  'previous_employer_inquiries',
  {
    id: serial('id').primaryKey(),
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'cascade' }),
    /** The employer's place in the application's employment list: one inquiry per employer. */
    entryIndex: integer('entry_index').notNull(),
    employer: jsonb('employer').$type<EmploymentEntry>().notNull(),
    deadlineOn: date('deadline_on', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at'),
    sentMethod: text('sent_method').$type<InquirySendMethod>(),
    sentByAdminId: integer('sent_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<'answered' | 'no_response'>(),
    receivedOn: date('received_on', { mode: 'string' }),
    note: text('note'),
    responseUploadId: uuid('response_upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    recordedByAdminId: integer('recorded_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('previous_employer_inquiries_entry_key').on(t.driverProfileId, t.entryIndex),
    check('previous_employer_inquiries_sent_method_check', oneOf('sent_method', INQUIRY_SEND_METHODS)),
    check('previous_employer_inquiries_outcome_check', sql`"outcome" in ('answered', 'no_response')`),
  ],
);

/**
 * Each alert sent before a license, a medical certificate or an annual review lapses (issue 41):
 * the key makes it once per item, lapse day and threshold, whichever instance runs the job.
 */
export const qualificationAlerts = pgTable(
  'qualification_alerts',
  {
    driverProfileId: integer('driver_profile_id')
      .notNull()
      .references(() => driverProfiles.id, { onDelete: 'cascade' }),
    item: text('item').$type<LapsingItem>().notNull(),
    lapsesOn: date('lapses_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.driverProfileId, t.item, t.lapsesOn, t.daysBefore] }),
    check('qualification_alerts_item_check', oneOf('item', LAPSING_ITEMS)),
  ],
);
