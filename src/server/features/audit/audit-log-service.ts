// Reading the audit log: the Audit log tab's pages and CSV export, and each record's history.
// Keyset pages (docs/decisions/036-audit-log-reading.md): no OFFSET and no COUNT(*), so the
// millionth event costs what the first does.
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { AuditEvent, AuditHistoryQuery, AuditLogPage, AuditLogQuery } from '../../../shared/audit/audit.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-schemas.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { csvStream } from '../../infra/csv-export.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { decodeAuditCursor, encodeAuditCursor, type AuditCursor } from './audit-log-cursor.js';
import { AUDIT_LOG_CSV_COLUMNS } from './audit-log-csv.js';
import {
  aboutRecords,
  customerAccountExists,
  driverApplicationExists,
  findAuditEvents,
  matchingFilters,
  refundIdsOfPayment,
  serviceRequestExists,
  type AuditEventRow,
  type AuditLogFilters,
} from './audit-log-repository.js';
import { recordExport } from '../../platform/audit/record-audit-event.js';
import { APPLICATION_NOT_FOUND } from '../../../shared/driver-applications/admin-driver-applications.js';
import { REQUEST_NOT_FOUND } from '../../../shared/service-requests/admin-service-requests.js';

export async function auditLogPage(db: Executor, query: AuditLogQuery): Promise<AuditLogPage> {
  return pageOf(db, matchingFilters(query), query);
}

export async function serviceRequestHistory(db: Executor, id: number, query: AuditHistoryQuery): Promise<AuditLogPage> {
  const cursor = cursorOf(query);
  if (!(await serviceRequestExists(db, id))) throw notFound(REQUEST_NOT_FOUND);
  // The request's own events only: its payments have their own history, shown with each payment.
  return pageOf(db, aboutRecords([{ recordType: 'service_request', recordIds: [String(id)] }]), query, cursor);
}

export async function driverApplicationHistory(db: Executor, id: number, query: AuditHistoryQuery): Promise<AuditLogPage> {
  const cursor = cursorOf(query);
  if (!(await driverApplicationExists(db, id))) throw notFound(APPLICATION_NOT_FOUND);
  return pageOf(db, aboutRecords([{ recordType: 'driver_application', recordIds: [String(id)] }]), query, cursor);
}

/** A customer account's events (decision 072): created, changed, contacts and domains, merges. */
export async function customerAccountHistory(db: Executor, id: number, query: AuditHistoryQuery): Promise<AuditLogPage> {
  const cursor = cursorOf(query);
  if (!(await customerAccountExists(db, id))) throw notFound(ACCOUNT_MESSAGES.notFound);
  return pageOf(db, aboutRecords([{ recordType: 'customer_account', recordIds: [String(id)] }]), query, cursor);
}

/**
 * A payment's events and its refunds'. Refunds are recorded today as `payment.refunded` on the
 * payment itself (its changes name the refund); events about a refund as a record of its own
 * (recordType 'refund') are included too, so the history stays whole if one is ever written.
 */
export async function paymentHistory(db: Executor, id: string, query: AuditHistoryQuery): Promise<AuditLogPage> {
  const cursor = cursorOf(query);
  const refundIds = await refundIdsOfPayment(db, id);
  if (!refundIds) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const records = aboutRecords([
    { recordType: 'payment', recordIds: [id] },
    { recordType: 'refund', recordIds: refundIds },
  ]);
  return pageOf(db, records, query, cursor);
}

/**
 * The matching events as CSV, streamed in keyset batches. The export is recorded first, in a
 * statement of its own (it changes nothing; its size is not known until it has streamed).
 */
export async function exportAuditLog(db: Executor, filters: AuditLogFilters, audit: AuditContext): Promise<Readable> {
  const condition = matchingFilters(filters);
  await recordExport(db, audit, 'audit_events', {
    actorAdminId: filters.actorAdminId ?? null,
    actorKind: filters.actorKind ?? null,
    action: filters.action ?? null,
    recordType: filters.recordType ?? null,
    recordId: filters.recordId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
  });
  async function* batches(): AsyncGenerator<AuditEventRow[]> {
    const size = 2000;
    let before: AuditCursor | undefined;
    for (;;) {
      const rows = await findAuditEvents(db, condition, before, size);
      if (rows.length > 0) yield rows;
      const last = rows[rows.length - 1];
      if (rows.length < size || !last) return;
      before = { occurredAt: last.cursorTime, id: last.id };
    }
  }
  return csvStream(AUDIT_LOG_CSV_COLUMNS, batches());
}

/** The cursor is checked before any look-up, so a bad one is a 400 whether or not the record exists. */
function cursorOf(query: AuditHistoryQuery): AuditCursor | undefined {
  return query.before === undefined ? undefined : decodeAuditCursor(query.before);
}

/** One page: a row more than asked for says whether an older page exists, without counting. */
async function pageOf(db: Executor, condition: SQL | undefined, query: AuditHistoryQuery, cursor = cursorOf(query)): Promise<AuditLogPage> {
  const rows = await findAuditEvents(db, condition, cursor, query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > query.limit && last ? encodeAuditCursor({ occurredAt: last.cursorTime, id: last.id }) : null;
  return { items: items.map(eventOf), nextCursor };
}

function eventOf(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorKind: row.actorKind,
    actorAdminId: row.actorAdminId,
    actorLabel: row.actorLabel,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    changes: row.changes,
    clientAddress: row.clientAddress,
    requestId: row.requestId,
  };
}
