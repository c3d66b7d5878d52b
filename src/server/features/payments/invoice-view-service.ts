// GET /api/service-requests/{ref}: what the invoice payment page shows. Anyone holding the link
// sees it, so: the name as given, the e-mail masked, the amounts and states (the balance still
// owed and what was paid so far, decision 073); nothing else. The look-up is the busiest call: the
// ledger is read only for the states that need it.
import { centsToAmount } from '../../../shared/money.js';
import { isManualMethod, maskEmail, type InvoiceView } from '../../../shared/payments/payments.js';
import { notFound } from '../../errors.js';
import type { Executor } from '../../db/client.js';
import { findPendingReport, findSucceededPayments } from './ledger-repository.js';
import { asServiceRequestReference } from './payment-target.js';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-messages.js';
import { refundTotalsOf } from './refund-repository.js';
import { findInvoiceByReference } from '../service-requests/index.js';
import { customerCreditNotesOf, invoiceBalanceOf, sentInvoiceLines } from '../invoicing/index.js';
import { factorAssignmentOfRequest } from '../accounts/index.js';
import { invoiceMoneyFromLedger } from './invoice-money.js';
import type { PaymentStatus } from '../../../shared/service-requests/service-requests.js';

/** Nothing of the invoice can have been paid (net of refunds) in these: the ledger is not read. */
const NOTHING_PAID: readonly PaymentStatus[] = ['unpaid', 'pending', 'failed'];

export async function invoiceView(executor: Executor, typedReference: string): Promise<InvoiceView> {
  const referenceId = asServiceRequestReference(typedReference);
  // One answer for malformed, unknown and driver-application IDs: nothing to learn by guessing.
  const invoice = referenceId ? await findInvoiceByReference(executor, referenceId) : undefined;
  if (!invoice) throw notFound(PAYMENT_MESSAGES.requestNotFound);
  const report = invoice.paymentStatus === 'pending_verification' ? await findPendingReport(executor, invoice.id) : undefined;
  const refunded = invoice.paymentStatus === 'partially_refunded' || invoice.paymentStatus === 'refunded';
  const sent = invoice.invoiceNumber !== null;
  return {
    referenceId: invoice.referenceId,
    customerName: invoice.contactName,
    contactEmail: maskEmail(invoice.contactEmail),
    finalAmount: invoice.finalAmount,
    invoiceNumber: invoice.invoiceNumber,
    invoiceStatus: invoice.invoiceStatus,
    paymentStatus: invoice.paymentStatus,
    paymentMethod: invoice.paymentMethod,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    paymentId: invoice.paymentReference,
    amountRefunded: refunded ? await refundedAmount(executor, invoice.id) : '0.00',
    balance: sent ? await invoiceBalanceOf(executor, invoice.id) : null,
    amountPaid: NOTHING_PAID.includes(invoice.paymentStatus) ? '0.00' : await paidOfInvoice(executor, invoice.id),
    pendingTransfer:
      report && isManualMethod(report.method)
        ? { method: report.method, reportedAt: report.createdAt.toISOString(), amount: report.amount }
        : null,
    lines: sent ? await sentInvoiceLines(executor, invoice.id) : [],
    // finalAmount is what is owed: the invoice's total less its credit notes (decision 069).
    ...(sent ? await customerCreditNotesOf(executor, invoice.id) : { invoiceTotal: null, creditNotes: [] }),
    // A factored invoice is paid to the factor (decision 078): the page shows where, and no way to pay us.
    assignment: sent ? await factorAssignmentOfRequest(executor, invoice.id) : null,
  };
}

async function refundedAmount(executor: Executor, serviceRequestId: number): Promise<string> {
  const paid = await findSucceededPayments(executor, serviceRequestId);
  const totals = await refundTotalsOf(
    executor,
    paid.map((payment) => payment.id),
  );
  let cents = 0;
  for (const total of totals.values()) cents += total.succeededCents;
  return centsToAmount(cents);
}

/** What the payments paid of the invoice, net of the refunds of that part (an overpayment paid nothing of it). */
async function paidOfInvoice(executor: Executor, serviceRequestId: number): Promise<string> {
  return centsToAmount((await invoiceMoneyFromLedger(executor, serviceRequestId)).appliedNetCents);
}
