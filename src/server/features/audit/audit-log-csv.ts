// The Audit log as a CSV file: one line per event, the columns an auditor reads without the app.
// Cells pass through csv-export.ts, which quotes every field and neutralises formula starts
// (a member's e-mail or an export's search text could begin with `=`).
import { AUDIT_ACTION_LABELS, type AuditChanges, type AuditValue } from '../../../shared/audit/audit.js';
import type { CsvColumn } from '../../infra/csv-export.js';
import type { AuditEventRow } from './audit-log-repository.js';

export const AUDIT_LOG_CSV_COLUMNS: readonly CsvColumn<AuditEventRow>[] = [
  // The exact time, as the API gives it (ISO 8601, UTC), so a spreadsheet sorts it as written.
  { header: 'Occurred at (UTC)', value: (event) => event.occurredAt },
  { header: 'Actor', value: (event) => event.actorLabel },
  { header: 'Actor kind', value: (event) => event.actorKind },
  { header: 'Action', value: (event) => AUDIT_ACTION_LABELS[event.action] ?? event.action },
  // The stored name too: labels may be reworded, the name never changes (filters, scripts).
  { header: 'Action name', value: (event) => event.action },
  { header: 'Record type', value: (event) => event.recordType },
  { header: 'Record id', value: (event) => event.recordId },
  { header: 'Changes', value: (event) => changesText(event.changes) },
  { header: 'Client address', value: (event) => event.clientAddress },
  { header: 'Request id', value: (event) => event.requestId },
];

/**
 * `status: new -> contacted; quote: none -> 1250.00`. A fact of an event that changed nothing (an
 * export's filters, a sign-in's step) has no before and reads `field: value`.
 */
export function changesText(changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) =>
      before === null ? `${field}: ${valueText(after)}` : `${field}: ${valueText(before)} -> ${valueText(after)}`,
    )
    .join('; ');
}

function valueText(value: AuditValue): string {
  return value === null ? 'none' : String(value);
}
