// One ledger entry: what, how much, how, from whom, its state, what was refunded of it and what is
// still due back; for a reported transfer waiting for an admin, Confirm (or, when the invoice is
// already paid, Record as overpayment) and Reject; for confirmed money, Refund. Each opens a dialog
// that names what will happen: nothing here changes the ledger on one click. History opens the
// payment's own audit trail below the row, read only once it is opened. Confirmed money has a
// receipt: Receipt PDF downloads the same file the payer got by e-mail. A payment of an invoice
// says what of it paid the invoice and what the invoice still owes (decision 073); a transfer that
// arrived short or long is confirmed for what arrived ("Other amount arrived").
import { Check, FileDown, History, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LEDGER_STATUS_LABELS, type AdminPayment } from '@shared/payments/admin-payments';
import { formatDateTime } from '@shared/calendar-date';
import { amountToCents, formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { PAYMENT_STATUS_LABELS } from '@shared/service-requests/service-requests';
import { RecordHistory } from '@/components/admin/record-history';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMayUse } from '@/lib/admin/staff-access';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { PaymentRefunds } from './payment-refunds';
import { RefundDialog } from './refund-dialog';
import { ReceivedAmountDialog } from './received-amount-dialog';
import { RejectPaymentDialog } from './reject-payment-dialog';

const STATUS_TONES: Record<AdminPayment['status'], BadgeProps['tone']> = {
  created: 'neutral',
  pending: 'yellow',
  pending_verification: 'orange',
  succeeded: 'green',
  failed: 'red',
  rejected: 'red',
  canceled: 'neutral',
};

export function PaymentRow({ payment }: { payment: AdminPayment }) {
  const [open, setOpen] = useState<'confirm' | 'received' | 'reject' | 'refund'>();
  const close = () => setOpen(undefined);
  const [historyShown, setHistoryShown] = useState(false);
  const historyId = useId();

  const refundedCents = amountToCents(payment.refundedAmount);
  // A request's payments also show in Service Requests, to roles that may not act on them.
  const refundable = useMayUse('refunds') && amountToCents(payment.refundableAmount) > 0;
  const waiting = useMayUse('payments') && payment.status === 'pending_verification';
  // A transfer reported for an invoice that was paid meanwhile (say, by card): confirming it as
  // payment would count the invoice twice, so the only way in is as an overpayment to refund.
  const onPaidInvoice = waiting && payment.invoiceSettled;
  // The receipt route is the ledger's (area 'payments'): the rows Service Requests shows to
  // operations offer no link it would refuse.
  const hasReceipt = useMayUse('payments') && payment.status === 'succeeded';
  const label = `Payment of ${formatUsd(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` for ${payment.reference}` : ''}`;

  return (
    <article aria-label={label} className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-base font-semibold tabular-nums">{formatUsd(payment.amount)}</span>
            <Badge tone={STATUS_TONES[payment.status]}>{LEDGER_STATUS_LABELS[payment.status]}</Badge>
            <span className="text-muted-foreground">{PAYMENT_METHOD_LABELS[payment.method]}</span>
            {payment.provider === 'test' && <Badge tone="outline">test mode</Badge>}
            {payment.overpayment && <Badge tone="orange">Overpayment</Badge>}
            {refundedCents > 0 && (
              <Badge tone="blue">
                {refundedCents >= amountToCents(payment.amount) ? PAYMENT_STATUS_LABELS.refunded : PAYMENT_STATUS_LABELS.partially_refunded}
              </Badge>
            )}
            {payment.refundDue && <Badge tone="red">Refund due {formatUsd(payment.refundDue)}</Badge>}
          </div>
          <p className="break-words">
            {payment.reference ? <span className="font-mono">{payment.reference}</span> : 'No reference'}
            {payment.payerEmail && <> · {payment.payerEmail}</>}
          </p>
          <p className="text-muted-foreground">
            {formatDateTime(payment.createdAt)}
            {payment.verifiedBy &&
              ` · ${payment.status === 'rejected' ? 'rejected' : 'confirmed'} by ${payment.verifiedBy} ${formatDateTime(payment.verifiedAt)}`}
            {payment.failureReason && ` · ${payment.failureReason}`}
          </p>
          {payment.notes && <p className="text-muted-foreground">Notes: {payment.notes}</p>}
          <InvoiceShare payment={payment} />
          {(refundedCents > 0 || amountToCents(payment.refundPendingAmount) > 0) && (
            <p>
              Refunded {formatUsd(payment.refundedAmount)}
              {amountToCents(payment.refundPendingAmount) > 0 && `, ${formatUsd(payment.refundPendingAmount)} pending at the provider`}
            </p>
          )}
          {/* Before the buttons, so it is read before Record as overpayment. */}
          {onPaidInvoice && (
            <p className="mt-1 rounded-md border border-orange-300 bg-orange-50 p-3 text-orange-950">
              {PAYMENT_MESSAGES.confirmOnPaidInvoice(payment.reference ?? 'for this payment')}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {waiting && (
            <>
              <Button size="sm" onClick={() => setOpen('confirm')}>
                <Check aria-hidden />
                {onPaidInvoice ? 'Record as overpayment' : 'Confirm'}
              </Button>
              {!onPaidInvoice && (
                <Button size="sm" variant="outline" onClick={() => setOpen('received')}>
                  Other amount arrived
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => setOpen('reject')}>
                <X aria-hidden />
                Reject
              </Button>
            </>
          )}
          {hasReceipt && (
            <Button asChild size="sm" variant="outline">
              <a href={`/api/admin/payments/${encodeURIComponent(payment.id)}/receipt.pdf`} download>
                <FileDown aria-hidden />
                Receipt PDF
              </a>
            </Button>
          )}
          {refundable && (
            <Button size="sm" variant="outline" onClick={() => setOpen('refund')}>
              <RotateCcw aria-hidden />
              Refund
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={historyShown}
            aria-controls={historyShown ? historyId : undefined}
            onClick={() => setHistoryShown((shown) => !shown)}
          >
            <History aria-hidden />
            History
          </Button>
        </div>
      </div>
      <PaymentRefunds refunds={payment.refunds} />
      {historyShown && (
        <div id={historyId} className="border-t pt-3">
          <RecordHistory recordType="payment" recordId={payment.id} />
        </div>
      )}
      {open === 'confirm' && <ConfirmPaymentDialog payment={payment} asOverpayment={onPaidInvoice} onClose={close} />}
      {open === 'received' && <ReceivedAmountDialog payment={payment} onClose={close} />}
      {open === 'reject' && <RejectPaymentDialog payment={payment} onClose={close} />}
      {open === 'refund' && <RefundDialog payment={payment} onClose={close} />}
    </article>
  );
}

/** What a confirmed invoice payment did: the part that paid the invoice (when not all of it), and what the invoice owes now. */
function InvoiceShare({ payment }: { payment: AdminPayment }) {
  if (payment.serviceRequestId === null || (payment.appliedAmount === null && payment.invoiceBalance === null)) return null;
  const partly = payment.appliedAmount !== null && amountToCents(payment.appliedAmount) < amountToCents(payment.amount);
  return (
    <p>
      {partly && payment.appliedAmount !== null && `${formatUsd(payment.appliedAmount)} applied to the invoice · `}
      {payment.invoiceBalance !== null && `Invoice balance now ${formatUsd(payment.invoiceBalance)}`}
    </p>
  );
}
