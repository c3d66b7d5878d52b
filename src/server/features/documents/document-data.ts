// What an invoice or a receipt prints, gathered from stored rows only: the renderers take this and
// nothing else (no clock, no randomness), so the same rows make the same file every time.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Locale } from '../../../shared/i18n.js';
import { amountToCents, centsToAmount } from '../../../shared/money-format.js';
import { PAYMENT_METHOD_LABELS, maskEmail } from '../../../shared/payments/payment-methods.js';
import { paymentPageUrl } from '../../../shared/service-requests/admin-service-requests.js';
import { ROLE_LABELS, isSettledPaymentStatus, serviceTypeLabel } from '../../../shared/service-requests/service-requests.js';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import {
  findInvoiceSource,
  findReceiptSource,
  findSucceededPaymentsOf,
  findSucceededRefundsOf,
  type InvoiceSourceRow,
  type ReceiptSourceRow,
} from './document-repository.js';
import { creditNotesForDocuments, draftPreview, invoiceBalanceOf, sentInvoiceLines } from '../invoicing/index.js';
import type { BilledLine } from '../../../shared/invoicing/billed-lines.js';
import type { InvoiceAssignment } from '../../../shared/receivables/invoice-assignment.js';
import { factorAssignmentOfRequest } from '../accounts/index.js';

export interface DocumentContext {
  company: CompanyProfile;
  /** The site's public address: the payment page printed on an unpaid invoice. */
  publicBaseUrl: string;
  /** Where the proof of delivery's signature and photos are read from. */
  storage: FileStorage;
}

/** Money given back, as the documents list it. */
export interface RefundLine {
  amount: string;
  at: Date;
}

/** A credit note as the invoice lists it. */
export interface CreditNoteLine {
  number: string;
  amount: string;
  at: Date;
}

export interface InvoiceDocument {
  company: CompanyProfile;
  referenceId: string;
  /** INV-YYYY-NNNNNN, given when the invoice was sent (docs/decisions/065-invoice-numbers.md). */
  invoiceNumber: string;
  /** When the invoice was sent: its date, and the PDF's creation date. */
  issuedAt: Date;
  /** The latest stored change the file shows (paid, a refund): the PDF's modification date. */
  changedAt: Date;
  billTo: { name: string; company: string | null; email: string };
  service: { role: string; serviceType: string; route: string | null; preferredDate: string | null };
  total: string;
  paid: string;
  refunds: RefundLine[];
  /** The credit notes that lowered what is owed (decision 069), oldest first. */
  creditNotes: CreditNoteLine[];
  balanceDue: string;
  /** Where to pay; null once nothing is owed. */
  payUrl: string | null;
  /** Present once the invoice is settled (paid, partially refunded or refunded). */
  paidStamp: { at: Date } | null;
  /** What it bills, line by line (issue 37); empty for an invoice recorded without lines. */
  lines: BilledLine[];
  /** A draft's preview for the office: marked as such, never numbered, nothing to pay. */
  draft?: boolean;
  /** The language the customer wrote in: a detention line's proof is printed in it too. */
  language: Locale;
  /** Set for a factored account's invoice (decision 078): the notice of assignment replaces our payment instructions. */
  assignment: InvoiceAssignment | null;
}

export interface ReceiptDocument {
  company: CompanyProfile;
  paymentId: string;
  /** The first block of the payment's id, upper-cased: enough to tell receipts apart on paper. */
  shortId: string;
  /** The invoice's reference ID, or null for a payment made without one. */
  invoiceReference: string | null;
  /** The number of the invoice it paid, or null for a payment made without one. */
  invoiceNumber: string | null;
  /** What the payer typed as their own reference on a payment without an invoice. */
  payerReference: string | null;
  confirmedAt: Date;
  changedAt: Date;
  method: string;
  amount: string;
  /** The payer's address, masked (j***@example.com); null when the provider gave none. */
  payer: string | null;
  refunds: RefundLine[];
  /** What the paid invoice billed, line by line, and its total; null for a payment made without an invoice or an invoice without lines. */
  invoiceLines: { lines: BilledLine[]; total: string } | null;
}

/** The invoice of a request, or undefined when none has been sent. */
export async function loadInvoiceDocument(
  db: Executor,
  context: DocumentContext,
  serviceRequestId: number,
): Promise<InvoiceDocument | undefined> {
  const row = await findInvoiceSource(db, serviceRequestId);
  // A sent invoice always has its number (a check constraint pairs it with invoice_sent_at).
  if (!row || row.finalAmount === null || row.invoiceSentAt === null || row.invoiceNumber === null) return undefined;
  if (row.invoiceStatus !== 'sent' && row.invoiceStatus !== 'paid') return undefined;

  // What paid the invoice is each payment's applied part (decision 073): money beyond what it owed
  // (an overpayment, whole or in part) is due back, so the invoice counts (and shows refunds of)
  // the payments that paid something of it.
  const appliedCentsOf = (payment: { amount: string; appliedAmount: string | null; overpayment: boolean }) =>
    payment.appliedAmount === null ? (payment.overpayment ? 0 : amountToCents(payment.amount)) : amountToCents(payment.appliedAmount);
  const settling = (await findSucceededPaymentsOf(db, row.id)).filter((payment) => appliedCentsOf(payment) > 0);
  const refunds = (
    await findSucceededRefundsOf(
      db,
      settling.map((payment) => payment.id),
    )
  ).map(refundLine);
  const lines = await sentInvoiceLines(db, row.id);
  // The request's final amount is the balance once credit notes lowered it: the invoice's own total is printed.
  const credited = await creditNotesForDocuments(db, row.id);
  const total = credited?.invoiceTotal ?? row.finalAmount;
  const creditNotes = (credited?.creditNotes ?? []).map((note) => ({ number: note.number, amount: note.amount, at: note.issuedAt }));
  const creditedCents = creditNotes.reduce((sum, note) => sum + amountToCents(note.amount), 0);
  const totalCents = amountToCents(total);
  const paidCents = settling.reduce((sum, payment) => sum + appliedCentsOf(payment), 0);
  const settled = isSettledPaymentStatus(row.paymentStatus);
  // The balance the server keeps from the ledger (refunds of what paid it included).
  const balance = await invoiceBalanceOf(db, row.id);
  const dueCents = settled ? 0 : balance !== null ? amountToCents(balance) : Math.max(0, totalCents - creditedCents - paidCents);
  const paidAt = row.paidAt ?? settling[0]?.confirmedAt ?? row.invoiceSentAt;
  const assignment = await factorAssignmentOfRequest(db, row.id);

  return {
    company: context.company,
    referenceId: row.referenceId,
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.invoiceSentAt,
    changedAt: latest([
      row.invoiceSentAt,
      settled ? paidAt : null,
      ...refunds.map((refund) => refund.at),
      ...creditNotes.map((note) => note.at),
    ]),
    billTo: { name: row.contactName, company: row.contactCompany, email: row.contactEmail },
    service: serviceOf(row),
    total,
    paid: centsToAmount(paidCents),
    refunds,
    creditNotes,
    balanceDue: centsToAmount(dueCents),
    // A factored invoice is paid to the factor: never a link to our payment page.
    payUrl: dueCents > 0 && !assignment ? paymentPageUrl(context.publicBaseUrl, row.referenceId) : null,
    paidStamp: settled ? { at: paidAt } : null,
    lines,
    language: row.language,
    assignment,
  };
}

/**
 * The request's draft invoice as it would be sent, for the office to see before sending; undefined
 * when the request is unknown, already invoiced, or its draft bills nothing yet.
 */
export async function loadDraftInvoiceDocument(
  db: Executor,
  context: DocumentContext,
  serviceRequestId: number,
  now: Date,
): Promise<InvoiceDocument | undefined> {
  const row = await findInvoiceSource(db, serviceRequestId);
  if (!row || row.invoiceNumber !== null) return undefined;
  const preview = await draftPreview(db, serviceRequestId);
  if (!preview || preview.lines.length === 0) return undefined;
  return {
    company: context.company,
    referenceId: row.referenceId,
    invoiceNumber: 'Given when sent',
    issuedAt: now,
    changedAt: now,
    billTo: { name: row.contactName, company: row.contactCompany, email: row.contactEmail },
    service: serviceOf(row),
    total: preview.total,
    paid: '0.00',
    refunds: [],
    creditNotes: [],
    balanceDue: preview.total,
    payUrl: null,
    paidStamp: null,
    lines: preview.lines,
    draft: true,
    language: row.language,
    // The office sees the notice a factored account's invoice will carry.
    assignment: await factorAssignmentOfRequest(db, serviceRequestId),
  };
}

function serviceOf(row: InvoiceSourceRow): InvoiceDocument['service'] {
  return {
    role: ROLE_LABELS[row.userRole],
    serviceType: serviceTypeLabel(row.serviceType),
    // Broker and dispatcher forms ask for no addresses (placeholders are stored): no route to print.
    route: row.userRole === 'shipper' ? `${row.pickupCity}, ${row.pickupState} -> ${row.deliveryCity}, ${row.deliveryState}` : null,
    preferredDate: row.preferredDate,
  };
}

/** The receipt of a payment, or undefined unless the money was confirmed. */
export async function loadReceiptDocument(db: Executor, context: DocumentContext, paymentId: string): Promise<ReceiptDocument | undefined> {
  const row = await findReceiptSource(db, paymentId);
  if (!row) return undefined;
  return receiptOf(db, context, row);
}

/** The receipt of a payment row already read (the routes read it first to check whose it is). */
export async function receiptOf(db: Executor, context: DocumentContext, row: ReceiptSourceRow): Promise<ReceiptDocument | undefined> {
  if (row.status !== 'succeeded' || row.confirmedAt === null) return undefined;
  const refunds = (await findSucceededRefundsOf(db, [row.id])).map(refundLine);
  const lines = row.serviceRequestId === null ? [] : await sentInvoiceLines(db, row.serviceRequestId);
  return {
    company: context.company,
    paymentId: row.id,
    shortId: shortPaymentId(row.id),
    invoiceReference: row.referenceId,
    invoiceNumber: row.invoiceNumber,
    payerReference: row.referenceId === null ? row.customerReference : null,
    confirmedAt: row.confirmedAt,
    changedAt: latest([row.confirmedAt, ...refunds.map((refund) => refund.at)]),
    method: PAYMENT_METHOD_LABELS[row.method],
    amount: row.amount,
    payer: row.payerEmail ? maskEmail(row.payerEmail) : null,
    refunds,
    // The lines are fixed once the invoice is sent, so the same rows still make the same file.
    invoiceLines:
      lines.length === 0 ? null : { lines, total: centsToAmount(lines.reduce((sum, line) => sum + amountToCents(line.amount), 0)) },
  };
}

export function shortPaymentId(paymentId: string): string {
  return paymentId.slice(0, 8).toUpperCase();
}

function refundLine(refund: { amount: string; createdAt: Date }): RefundLine {
  return { amount: refund.amount, at: refund.createdAt };
}

function latest(moments: readonly (Date | null)[]): Date {
  const times = moments.filter((moment): moment is Date => moment !== null).map((moment) => moment.getTime());
  return new Date(Math.max(...times));
}
