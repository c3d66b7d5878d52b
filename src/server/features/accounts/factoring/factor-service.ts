// The factor (decision 078): who a factored account's invoices are assigned to and paid to. The
// owner records it once (each change in the audit log, before and after); every place that tells
// a customer how to pay (the invoice PDF and mail, the customer's page, the payment page, the
// payment routes that refuse) asks here whether an invoice is assigned, and to whom.
import type { FactorRemitTo, FactorView, InvoiceAssignment, ParsedFactor } from '../../../../shared/receivables/factoring.js';
import type { Database, Executor } from '../../../db/client.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { changeOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import {
  countFactoredAccounts,
  findAccountFactored,
  findFactor,
  findFactorForUpdate,
  findRequestFactored,
  upsertFactor,
  type FactorRow,
} from './factor-repository.js';

export async function factorOnFile(executor: Executor): Promise<FactorView> {
  // One after the other: the executor may be a transaction's one connection.
  const row = await findFactor(executor);
  const factoredAccounts = await countFactoredAccounts(executor);
  return {
    factor: row ? { ...remitToOf(row), updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy } : null,
    factoredAccounts,
  };
}

/** Records the factor as given; saving the same again changes nothing and records nothing. */
export async function saveFactor(db: Database, factor: ParsedFactor, audit: MemberAuditContext): Promise<FactorView> {
  await db.transaction(async (tx) => {
    const before = await findFactorForUpdate(tx);
    const changes = {
      ...changeOf('factorName', before?.factorName ?? null, factor.factorName),
      ...changeOf('remitTo', before?.remitTo ?? null, factor.remitTo),
      ...changeOf('email', before?.email ?? null, factor.email),
      ...changeOf('phone', before?.phone ?? null, factor.phone),
    };
    if (Object.keys(changes).length === 0) return;
    await upsertFactor(tx, { ...factor, updatedByAdminId: audit.actor.adminId });
    await recordAuditEvent(tx, audit, { action: 'factor.changed', recordType: 'factoring_settings', recordId: 'factor', changes });
  });
  return factorOnFile(db);
}

/** The assignment of a request's invoice: null when its account is not factored (or it has none). */
export async function factorAssignmentOfRequest(executor: Executor, serviceRequestId: number): Promise<InvoiceAssignment | null> {
  if (!(await findRequestFactored(executor, serviceRequestId))) return null;
  return assignmentToFactorOnFile(executor);
}

/** The assignment of an invoice billed to this account (null: a one-off customer, or not factored). */
export async function factorAssignmentOfAccount(executor: Executor, accountId: number | null): Promise<InvoiceAssignment | null> {
  if (accountId === null || !(await findAccountFactored(executor, accountId))) return null;
  return assignmentToFactorOnFile(executor);
}

async function assignmentToFactorOnFile(executor: Executor): Promise<InvoiceAssignment> {
  const row = await findFactor(executor);
  return { factor: row ? remitToOf(row) : null };
}

function remitToOf(row: FactorRow): FactorRemitTo {
  return { name: row.factorName, remitTo: row.remitTo, email: row.email, phone: row.phone };
}
