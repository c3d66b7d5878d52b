// The ledger as the dashboard shows it (rows with their refunds, totals) and as the accountant
// downloads it (payments and their refunds, one CSV line each, streamed).
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { recordExport } from '../../platform/audit/record-audit-event.js';
import type { Readable } from 'node:stream';
import { ADMIN_COUNT_CAP } from '../../../shared/admin-lists.js';
import {
  LEDGER_STATUS_LABELS,
  type AdminPayment,
  type AdminPaymentPage,
  type AdminRefund,
  type InvoiceStanding,
  type PaymentListQuery,
} from '../../../shared/payments/admin-payments.js';
import { amountToCents, centsToAmount } from '../../../shared/money.js';
import { PAYMENT_METHOD_LABELS, REFUND_STATUS_LABELS } from '../../../shared/payments/payments.js';
import type { Executor } from '../../db/client.js';
import { sentInvoiceAmounts } from '../invoicing/index.js';
import { invoiceMoneyFromLedger } from './invoice-money.js';
import { csvStream, type CsvColumn } from '../../infra/csv-export.js';
import {
  countMatchingPayments,
  findLedgerExportBatch,
  findLedgerOfRequest,
  findLedgerPage,
  findRefundsOf,
  ledgerTotals,
  type LedgerFilters,
  type LedgerListRow,
  type RefundListRow,
} from './ledger-report-repository.js';

export async function ledgerPage(db: Executor, query: PaymentListQuery): Promise<AdminPaymentPage> {
  const [rows, total, totals] = await Promise.all([findLedgerPage(db, query), countMatchingPayments(db, query), ledgerTotals(db, query)]);
  return {
    items: await withRefunds(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalIsCapped: total >= ADMIN_COUNT_CAP,
    totals: {
      received: totals.received,
      refunded: totals.refunded,
      net: centsToAmount(amountToCents(totals.received) - amountToCents(totals.refunded)),
      refundDue: totals.refundDue,
      confirmedCount: totals.confirmedCount,
    },
  };
}

export async function ledgerOfRequest(db: Executor, serviceRequestId: number): Promise<AdminPayment[]> {
  return withRefunds(db, await findLedgerOfRequest(db, serviceRequestId));
}

/** The request's sent invoice: total, credited, paid so far (net of refunds of it) and balance; null without one. */
export async function invoiceStandingOf(db: Executor, serviceRequestId: number): Promise<InvoiceStanding | null> {
  const amounts = await sentInvoiceAmounts(db, serviceRequestId);
  if (!amounts) return null;
  const money = await invoiceMoneyFromLedger(db, serviceRequestId);
  return { total: amounts.total, credited: amounts.credited, paid: centsToAmount(money.appliedNetCents), balance: amounts.balance };
}

async function withRefunds(db: Executor, rows: LedgerListRow[]): Promise<AdminPayment[]> {
  const refunds = await findRefundsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toAdminPayment(
      row,
      refunds.filter((refund) => refund.paymentId === row.id),
    ),
  );
}

function toAdminPayment(row: LedgerListRow, refunds: RefundListRow[]): AdminPayment {
  const { serviceRequestReference, customerReference, confirmedAt: _confirmedAt, ...rest } = row;
  const heldCents = amountToCents(row.refundedAmount) + amountToCents(row.refundPendingAmount);
  const remainingCents = row.status === 'succeeded' ? amountToCents(row.amount) - heldCents : 0;
  // What paid nothing of the invoice (decision 073) and is not yet on its way back: due for a refund.
  const unappliedCents =
    row.appliedAmount === null
      ? row.overpayment
        ? amountToCents(row.amount)
        : 0
      : amountToCents(row.amount) - amountToCents(row.appliedAmount);
  const dueCents = row.status === 'succeeded' ? unappliedCents - heldCents : 0;
  return {
    ...rest,
    reference: serviceRequestReference ?? customerReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    refundableAmount: centsToAmount(Math.max(0, remainingCents)),
    refundDue: dueCents > 0 ? centsToAmount(dueCents) : null,
    refunds: refunds.map(toAdminRefund),
  };
}

/** One refund as the dashboard lists it, read back right after it was made. */
export async function adminRefundOf(db: Executor, refund: { id: string; paymentId: string }): Promise<AdminRefund> {
  const [row] = (await findRefundsOf(db, [refund.paymentId])).filter((candidate) => candidate.id === refund.id);
  if (!row) throw new Error('a refund vanished');
  return toAdminRefund(row);
}

function toAdminRefund(refund: RefundListRow): AdminRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    reason: refund.reason,
    providerRefundId: refund.providerRefundId,
    failureReason: refund.failureReason,
    requestedBy: refund.requestedBy,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  };
}

/** One line of the export: a payment, or one of its refunds (a negative amount) right after it. */
type LedgerLine = { kind: 'payment'; payment: LedgerListRow } | { kind: 'refund'; payment: LedgerListRow; refund: RefundListRow };

const LEDGER_CSV_COLUMNS: readonly CsvColumn<LedgerLine>[] = [
  { header: 'Type', value: (line) => (line.kind === 'payment' ? (paidNothing(line.payment) ? 'Overpayment' : 'Payment') : 'Refund') },
  {
    header: 'Date (UTC)',
    value: (line) => (line.kind === 'payment' ? (line.payment.confirmedAt ?? line.payment.createdAt) : line.refund.createdAt),
  },
  { header: 'Ledger ID', value: (line) => line.payment.id },
  { header: 'Refund ID', value: (line) => (line.kind === 'refund' ? line.refund.id : '') },
  { header: 'Reference', value: (line) => line.payment.serviceRequestReference ?? line.payment.customerReference },
  { header: 'Payer Email', value: (line) => line.payment.payerEmail },
  { header: 'Method', value: (line) => PAYMENT_METHOD_LABELS[line.payment.method] },
  { header: 'Provider', value: (line) => line.payment.provider },
  { header: 'Provider Payment ID', value: (line) => line.payment.providerPaymentId },
  {
    header: 'Provider Capture or Refund ID',
    value: (line) => (line.kind === 'refund' ? line.refund.providerRefundId : line.payment.providerCaptureId),
  },
  { header: 'Amount (USD)', value: (line) => (line.kind === 'refund' ? `-${line.refund.amount}` : line.payment.amount) },
  {
    header: 'Status',
    value: (line) => (line.kind === 'refund' ? REFUND_STATUS_LABELS[line.refund.status] : LEDGER_STATUS_LABELS[line.payment.status]),
  },
  {
    header: 'Reason or Notes',
    value: (line) => (line.kind === 'refund' ? line.refund.reason : (line.payment.failureReason ?? line.payment.notes)),
  },
  { header: 'Recorded By', value: (line) => (line.kind === 'refund' ? line.refund.requestedBy : line.payment.verifiedBy) },
  // Decision 073: the part of a payment that paid its invoice (the rest is an overpayment), and
  // what that invoice still owes as the export is made.
  { header: 'Applied to Invoice (USD)', value: (line) => (line.kind === 'payment' ? line.payment.appliedAmount : '') },
  { header: 'Invoice Balance Now (USD)', value: (line) => (line.kind === 'payment' ? line.payment.invoiceBalance : '') },
];

/** A confirmed payment of which nothing paid its invoice: money that arrived for an invoice already paid. */
function paidNothing(payment: LedgerListRow): boolean {
  return payment.overpayment && (payment.appliedAmount === null || amountToCents(payment.appliedAmount) === 0);
}

/** The ledger as CSV; the download is recorded first (streamed, its row count is not known). */
export async function exportLedger(db: Executor, filters: LedgerFilters, audit: MemberAuditContext): Promise<Readable> {
  await recordExport(db, audit, 'payments', {
    search: filters.search ?? null,
    status: filters.status,
    method: filters.method,
    from: filters.from ?? null,
    to: filters.to ?? null,
  });
  async function* batches(): AsyncGenerator<LedgerLine[]> {
    const size = 1000;
    let before: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await findLedgerExportBatch(db, filters, before, size);
      if (rows.length === 0) return;
      const refunds = await findRefundsOf(
        db,
        rows.map((row) => row.id),
      );
      yield rows.flatMap((payment): LedgerLine[] => [
        { kind: 'payment', payment },
        ...refunds.filter((refund) => refund.paymentId === payment.id).map((refund): LedgerLine => ({ kind: 'refund', payment, refund })),
      ]);
      if (rows.length < size) return;
      const last = rows[rows.length - 1];
      before = last && { createdAt: last.createdAt, id: last.id };
    }
  }
  return csvStream(LEDGER_CSV_COLUMNS, batches());
}
