// The SQL of invoice documents and their lines (decision 066). A draft is found or made with one
// statement (the partial unique index keeps one draft per request); lines are read in order.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceDocumentState, LineKind, LineSource, LineState, LineUnit } from '../../../shared/invoicing/invoice-lines.js';
import type { LineEvidence } from '../../../shared/invoicing/invoice-line-schemas.js';
import type { PaymentTerms } from '../../../shared/accounts/accounts.js';
import type { Executor } from '../../db/client.js';
import { adminUsers, invoiceLines, invoices } from '../../db/schema.js';

export interface DocumentRow {
  id: number;
  serviceRequestId: number;
  state: InvoiceDocumentState;
  number: string | null;
  total: string | null;
  sentAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  replacesInvoiceId: number | null;
}

export interface LineRow {
  id: number;
  invoiceId: number;
  position: number;
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
  state: LineState;
  source: LineSource;
  evidence: LineEvidence | null;
  proposalKey: string | null;
  waiveReason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}

const documentColumns = {
  id: invoices.id,
  serviceRequestId: invoices.serviceRequestId,
  state: invoices.state,
  number: invoices.number,
  total: invoices.total,
  sentAt: invoices.sentAt,
  voidedAt: invoices.voidedAt,
  voidReason: invoices.voidReason,
  replacesInvoiceId: invoices.replacesInvoiceId,
};

const lineColumns = {
  id: invoiceLines.id,
  invoiceId: invoiceLines.invoiceId,
  position: invoiceLines.position,
  kind: invoiceLines.kind,
  description: invoiceLines.description,
  quantity: invoiceLines.quantity,
  unit: invoiceLines.unit,
  rate: invoiceLines.rate,
  amount: invoiceLines.amount,
  state: invoiceLines.state,
  source: invoiceLines.source,
  evidence: invoiceLines.evidence,
  proposalKey: invoiceLines.proposalKey,
  waiveReason: invoiceLines.waiveReason,
  decidedBy: adminUsers.username,
  decidedAt: invoiceLines.decidedAt,
};

/** Every invoice document of a request, oldest first. */
export function findDocuments(executor: Executor, serviceRequestId: number): Promise<DocumentRow[]> {
  return executor.select(documentColumns).from(invoices).where(eq(invoices.serviceRequestId, serviceRequestId)).orderBy(asc(invoices.id));
}

/** The request's document in one state (there is at most one draft and one sent invoice). */
export async function findDocument(
  executor: Executor,
  serviceRequestId: number,
  state: Exclude<InvoiceDocumentState, 'void'>,
): Promise<DocumentRow | undefined> {
  const [row] = await executor
    .select(documentColumns)
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, state)))
    .limit(1);
  return row;
}

/** The request's draft, made when it has none. Safe when two callers ask at once: the unique draft index decides. */
export async function ensureDraft(executor: Executor, serviceRequestId: number): Promise<DocumentRow> {
  await executor
    .insert(invoices)
    .values({ serviceRequestId, state: 'draft' })
    .onConflictDoNothing({ target: invoices.serviceRequestId, where: sql`${invoices.state} = 'draft'` });
  const draft = await findDocument(executor, serviceRequestId, 'draft');
  if (!draft) throw new Error(`request ${serviceRequestId} has no draft right after one was made`);
  return draft;
}

/** The lines of some documents, each document's in order. */
export function findLines(executor: Executor, invoiceIds: readonly number[]): Promise<LineRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return executor
    .select(lineColumns)
    .from(invoiceLines)
    .leftJoin(adminUsers, eq(adminUsers.id, invoiceLines.decidedByAdminId))
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position), asc(invoiceLines.id));
}

/** The approved lines of the request's sent invoice, in order: one query, for the busiest pages. */
export function findSentBilledLines(executor: Executor, serviceRequestId: number): Promise<LineRow[]> {
  return executor
    .select(lineColumns)
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(adminUsers, eq(adminUsers.id, invoiceLines.decidedByAdminId))
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'sent'), eq(invoiceLines.state, 'approved')))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

export interface NewLine {
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
  state: LineState;
  source: LineSource;
  evidence?: LineEvidence | null;
  proposalKey?: string | null;
  createdByAdminId?: number | null;
  /** Its place; after the document's last line when absent. */
  position?: number;
}

/** Adds a line (after the document's last one unless placed). A proposal already made (same key) is not made again: undefined. */
export async function appendLine(executor: Executor, invoiceId: number, line: NewLine): Promise<LineRow | undefined> {
  const [inserted] = await executor
    .insert(invoiceLines)
    .values({
      invoiceId,
      ...line,
      position:
        line.position ??
        sql`(select coalesce(max(${invoiceLines.position}), 0) + 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId})`,
    })
    .onConflictDoNothing({ target: [invoiceLines.invoiceId, invoiceLines.proposalKey] })
    .returning({ id: invoiceLines.id });
  if (!inserted) return undefined;
  const [row] = await findLinesByIds(executor, [inserted.id]);
  return row;
}

export function findLinesByIds(executor: Executor, ids: readonly number[]): Promise<LineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select(lineColumns)
    .from(invoiceLines)
    .leftJoin(adminUsers, eq(adminUsers.id, invoiceLines.decidedByAdminId))
    .where(inArray(invoiceLines.id, [...ids]));
}

/** What staff may change of a billed line on a draft: its words, quantity, unit, rate, amount and place. */
export interface LineChange {
  position: number;
  kind: LineKind;
  description: string;
  quantity: string;
  unit: LineUnit;
  rate: string;
  amount: string;
}

export async function updateLine(executor: Executor, lineId: number, change: LineChange): Promise<void> {
  await executor
    .update(invoiceLines)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(invoiceLines.id, lineId));
}

/** Adds several lines at once, each at its given place (one statement). */
export async function insertLines(
  executor: Executor,
  invoiceId: number,
  lines: readonly (NewLine & { position: number })[],
): Promise<void> {
  if (lines.length === 0) return;
  await executor.insert(invoiceLines).values(lines.map((line) => ({ invoiceId, ...line })));
}

/** Changes several lines at once (one statement): each to its words, price and place. */
export async function updateLines(executor: Executor, changes: readonly (LineChange & { id: number })[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(
      (change) =>
        sql`(${change.id}::bigint, ${change.position}::integer, ${change.kind}::text, ${change.description}::text, ${change.quantity}::numeric, ${change.unit}::text, ${change.rate}::numeric, ${change.amount}::numeric)`,
    ),
    sql`, `,
  );
  await executor.execute(sql`
    update ${invoiceLines} set
      position = v.position, kind = v.kind, description = v.description, quantity = v.quantity,
      unit = v.unit, rate = v.rate, amount = v.amount, updated_at = now()
    from (values ${rows}) as v(id, position, kind, description, quantity, unit, rate, amount)
    where ${invoiceLines.id} = v.id`);
}

/** A line's place on its document. */
export async function moveLine(executor: Executor, lineId: number, position: number): Promise<void> {
  await executor.update(invoiceLines).set({ position }).where(eq(invoiceLines.id, lineId));
}

export async function deleteLines(executor: Executor, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await executor.delete(invoiceLines).where(inArray(invoiceLines.id, [...lineIds]));
}

/** Locks a draft until the transaction ends: edits, decisions and the send of one draft happen one at a time. */
export async function lockDraft(executor: Executor, serviceRequestId: number): Promise<DocumentRow | undefined> {
  const [row] = await executor
    .select(documentColumns)
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(invoices.state, 'draft')))
    .limit(1)
    .for('update');
  return row;
}

/** Marks a draft sent with its number, total and time; false when it was no longer a draft. */
/** What a sent invoice is billed on (decision 072): the account, its terms then, the day due. */
export interface InvoiceTerms {
  accountId: number | null;
  terms: PaymentTerms;
  dueOn: string;
}

export async function markDocumentSent(
  executor: Executor,
  invoiceId: number,
  sent: { number: string; total: string; sentAt: Date; sentByAdminId: number | null } & InvoiceTerms,
): Promise<boolean> {
  const rows = await executor
    .update(invoices)
    // Nothing is paid or credited yet: the balance is the total.
    .set({ state: 'sent', ...sent, balance: sent.total, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.state, 'draft')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
