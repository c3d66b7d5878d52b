// Records one audit event with the caller's executor: inside the transaction of the change it
// describes, so the event exists exactly when the change does (docs/decisions/031-audit-log.md).
import type { AuditAction, AuditChanges, AuditExport, AuditRecordType, AuditValue } from '../../../shared/audit/audit.js';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from './audit-context.js';
import { assertNoSecrets, factsOf } from './audit-changes.js';
import { insertAuditEvent } from './audit-repository.js';

export interface AuditEventInput {
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string | number;
  /** The changed fields' before and after (see audit-changes.ts); empty when none. */
  changes?: AuditChanges;
}

export async function recordAuditEvent(tx: Executor, context: AuditContext, event: AuditEventInput): Promise<void> {
  const changes = event.changes ?? {};
  assertNoSecrets(changes);
  await insertAuditEvent(tx, {
    actorKind: context.actor.kind,
    actorAdminId: context.actor.adminId,
    actorLabel: context.actor.label,
    action: event.action,
    recordType: event.recordType,
    recordId: String(event.recordId),
    changes,
    clientAddress: context.clientAddress,
    requestId: context.requestId,
  });
}

/**
 * Records a CSV download: which export and its filters. An export changes nothing, so this is a
 * statement of its own, written before the file streams (its row count is not known up front).
 */
export async function recordExport(executor: Executor, context: AuditContext, which: AuditExport, filters: Record<string, AuditValue>) {
  await recordAuditEvent(executor, context, {
    action: 'export.downloaded',
    recordType: 'export',
    recordId: which,
    changes: factsOf(filters),
  });
}
