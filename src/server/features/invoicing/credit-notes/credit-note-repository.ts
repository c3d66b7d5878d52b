// The SQL of credit notes (decision 069): written once, never changed, read per invoice document,
// per request, or one by its id or number for its PDF.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { adminUsers, creditNotes, invoices } from '../../../db/schema.js';

export interface CreditNoteRow {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  /** The corrected invoice's total as sent. */
  invoiceTotal: string;
  serviceRequestId: number;
  number: string;
  amount: string;
  reason: string;
  createdBy: string | null;
  createdAt: Date;
}

const creditNoteColumns = {
  id: creditNotes.id,
  invoiceId: creditNotes.invoiceId,
  // A credit note is only ever issued on a sent invoice, which has its number (a check says so).
  invoiceNumber: sql<string>`${invoices.number}`,
  invoiceTotal: sql<string>`${invoices.total}`,
  serviceRequestId: invoices.serviceRequestId,
  number: creditNotes.number,
  amount: creditNotes.amount,
  reason: creditNotes.reason,
  createdBy: adminUsers.username,
  createdAt: creditNotes.createdAt,
};

function selectCreditNotes(executor: Executor) {
  return executor
    .select(creditNoteColumns)
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(adminUsers, eq(adminUsers.id, creditNotes.createdByAdminId))
    .$dynamic();
}

export interface NewCreditNote {
  invoiceId: number;
  number: string;
  amount: string;
  reason: string;
  createdByAdminId: number;
  createdAt: Date;
}

export async function insertCreditNote(executor: Executor, note: NewCreditNote): Promise<number> {
  const [row] = await executor.insert(creditNotes).values(note).returning({ id: creditNotes.id });
  if (!row) throw new Error('the credit note insert returned no row');
  return row.id;
}

/** Every credit note of a request's invoices (sent and voided), oldest first. */
export function findCreditNotesOfRequest(executor: Executor, serviceRequestId: number): Promise<CreditNoteRow[]> {
  return selectCreditNotes(executor).where(eq(invoices.serviceRequestId, serviceRequestId)).orderBy(asc(creditNotes.id));
}

/** The credit notes of one invoice document, oldest first. */
export function findCreditNotesOfInvoice(executor: Executor, invoiceId: number): Promise<CreditNoteRow[]> {
  return selectCreditNotes(executor).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.id));
}

export async function findCreditNoteById(executor: Executor, id: number): Promise<CreditNoteRow | undefined> {
  const [row] = await selectCreditNotes(executor).where(eq(creditNotes.id, id)).limit(1);
  return row;
}

/** A request's credit note by its number: the customer's download names it so. */
export async function findCreditNoteOfRequest(
  executor: Executor,
  serviceRequestId: number,
  number: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await selectCreditNotes(executor)
    .where(and(eq(invoices.serviceRequestId, serviceRequestId), eq(creditNotes.number, number)))
    .limit(1);
  return row;
}
