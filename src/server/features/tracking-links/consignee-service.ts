// The consignee (issue 40): who receives the freight, set by the customer or the office. The audit
// event says which fields changed and never what they hold: a name and an e-mail address are
// personal, and the log is read by people who have no need of them.
import type { Consignee, ConsigneeAnswer } from '../../../shared/tracking-links/tracking-links.js';
import type { consigneeFormSchema } from '../../../shared/tracking-links/tracking-links.js';
import type { Executor, Transaction } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { findConsignee, saveConsignee, type ConsigneeRow } from './repository.js';

type ParsedConsignee = ReturnType<typeof consigneeFormSchema.parse>;

export function consigneeView(row: ConsigneeRow): Consignee {
  return { name: row.name, email: row.email, language: row.language, updatedAt: row.updatedAt.toISOString() };
}

export async function consigneeOf(db: Executor, serviceRequestId: number): Promise<ConsigneeAnswer> {
  const row = await findConsignee(db, serviceRequestId);
  return { consignee: row ? consigneeView(row) : null };
}

export async function setConsignee(
  tx: Transaction,
  request: { id: number; referenceId: string },
  form: ParsedConsignee,
  audit: AuditContext,
  now: Date,
): Promise<ConsigneeAnswer> {
  const before = await findConsignee(tx, request.id);
  const values = { name: form.name, email: form.email ?? null, language: form.language };
  const changedFields = [
    ...(before?.name !== values.name ? ['name'] : []),
    ...((before?.email ?? null) !== values.email ? ['email'] : []),
    ...(before?.language !== values.language ? ['language'] : []),
  ];
  if (before && changedFields.length === 0) return { consignee: consigneeView(before) };
  const row = await saveConsignee(tx, request.id, values, now);
  await recordAuditEvent(tx, audit, {
    action: 'consignee.changed',
    recordType: 'service_request',
    recordId: request.id,
    changes: {
      ...factsOf({ referenceId: request.referenceId, changedFields: changedFields.join(','), emailGiven: values.email !== null }),
      ...changeOf('language', before?.language ?? null, values.language),
    },
  });
  return { consignee: consigneeView(row) };
}
