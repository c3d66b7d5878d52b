// The SQL of the audit log: inserting an event. The table takes nothing else (a trigger refuses
// UPDATE, DELETE and TRUNCATE).
import type { Executor } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export type NewAuditEventRow = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(executor: Executor, values: NewAuditEventRow): Promise<void> {
  await executor.insert(auditEvents).values(values);
}
