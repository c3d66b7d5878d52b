// What a credit note's PDF prints (decision 069), gathered from stored rows only: the same rows
// make the same file every time. Its date is its issue, which never changes.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Executor } from '../../db/client.js';
import { creditNoteById, creditNoteOfRequest, type CreditNoteFacts } from '../invoicing/index.js';
import type { DocumentContext } from './document-data.js';
import { findInvoiceSource } from './document-repository.js';

export interface CreditNoteDocument {
  company: CompanyProfile;
  number: string;
  serviceRequestId: number;
  referenceId: string;
  invoiceNumber: string;
  issuedAt: Date;
  billTo: { name: string; company: string | null; email: string };
  reason: string;
  amount: string;
  invoiceTotal: string;
  /** The invoice's balance once this credit note (and any earlier one) is taken off. */
  balanceAfter: string;
}

/** A credit note by its id (the back office, a mail's attachment); undefined when there is none. */
export async function loadCreditNoteDocument(
  db: Executor,
  context: DocumentContext,
  creditNoteId: number,
): Promise<CreditNoteDocument | undefined> {
  const note = await creditNoteById(db, creditNoteId);
  return note && documentOf(db, context, note);
}

/** The request's credit note by its number (the customer's download, their request checked first). */
export async function loadRequestCreditNoteDocument(
  db: Executor,
  context: DocumentContext,
  serviceRequestId: number,
  number: string,
): Promise<CreditNoteDocument | undefined> {
  const note = await creditNoteOfRequest(db, serviceRequestId, number);
  return note && documentOf(db, context, note);
}

async function documentOf(db: Executor, context: DocumentContext, note: CreditNoteFacts): Promise<CreditNoteDocument | undefined> {
  const request = await findInvoiceSource(db, note.serviceRequestId);
  if (!request) return undefined;
  return {
    company: context.company,
    number: note.number,
    serviceRequestId: note.serviceRequestId,
    referenceId: request.referenceId,
    invoiceNumber: note.invoiceNumber,
    issuedAt: note.issuedAt,
    billTo: { name: request.contactName, company: request.contactCompany, email: request.contactEmail },
    reason: note.reason,
    amount: note.amount,
    invoiceTotal: note.invoiceTotal,
    balanceAfter: note.balanceAfter,
  };
}
