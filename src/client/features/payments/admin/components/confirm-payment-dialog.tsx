// Confirm a reported transfer, or, on an invoice paid meanwhile, record it as an overpayment: the
// dialog names the payment and what confirming does before the ledger changes.
import type { AdminPayment } from '@shared/payments/admin-payments';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { ConfirmActionDialog, type RecordFact } from '@/components/admin/confirm-action-dialog';
import { toast } from '@/components/ui/use-toast';
import { useConfirmPayment } from '../api/payments';

/** The payment as the confirmation names it: reference, payer, amount and method. */
export function paymentFacts(payment: AdminPayment): RecordFact[] {
  const labels = CONFIRM_TEXTS.recordLabels;
  return [
    { label: labels.reference, value: payment.reference ?? CONFIRM_TEXTS.noReference },
    { label: labels.payer, value: payment.payerEmail ?? CONFIRM_TEXTS.noPayerEmail },
    { label: labels.amount, value: `${formatUsd(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]}` },
  ];
}

interface ConfirmPaymentDialogProps {
  payment: AdminPayment;
  /** The invoice was paid meanwhile: the money can only come in as an overpayment. */
  asOverpayment: boolean;
  onClose: () => void;
}

export function ConfirmPaymentDialog({ payment, asOverpayment, onClose }: ConfirmPaymentDialogProps) {
  const confirm = useConfirmPayment();
  const texts = asOverpayment ? CONFIRM_TEXTS.recordOverpayment : CONFIRM_TEXTS.confirmPayment;
  const facts = {
    amount: payment.amount,
    reference: payment.reference,
    onInvoice: payment.serviceRequestId !== null,
    hasPayerEmail: payment.payerEmail !== null,
    invoiceBalance: payment.invoiceBalance,
  };

  async function confirmPayment() {
    await confirm.mutateAsync({ id: payment.id, recordAsOverpayment: asOverpayment });
    toast(
      asOverpayment
        ? {
            title: 'Recorded as overpayment',
            description: `${formatUsd(payment.amount)} received; it is now due for a refund to the customer.`,
          }
        : { title: 'Payment confirmed', description: `${formatUsd(payment.amount)} marked as received; the customer gets a receipt.` },
    );
  }

  return (
    <ConfirmActionDialog
      title={texts.title}
      record={paymentFacts(payment)}
      consequence={texts.consequence(facts)}
      confirmLabel={texts.button(payment.amount)}
      busyLabel={texts.busy}
      onConfirm={confirmPayment}
      onClose={onClose}
    />
  );
}
