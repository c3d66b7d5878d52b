// A reported transfer that arrived short or long (decision 073): the office types what actually
// arrived, and that is what is confirmed and applied to the invoice up to its balance (any more is
// an overpayment, due for a refund). The amount the customer reported stays on record in the
// payment's history. The amount is read by the shared rule as it is typed; the submit button and
// the consequence name what confirming does with it.
import { useId, useState, type FormEvent } from 'react';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import { moneyAmountSchema } from '@shared/money';
import { formatUsd } from '@shared/money-format';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { FormDialog } from '@/components/admin/form-dialog';
import { DollarInput } from '@/components/form/dollar-input';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useConfirmPayment } from '../api/payments';

export function ReceivedAmountDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const id = useId();
  const confirm = useConfirmPayment();
  const [amount, setAmount] = useState('');
  const parsed = moneyAmountSchema.safeParse(amount);
  const typed = parsed.success ? parsed.data : undefined;
  const [issue] = parsed.success ? [] : parsed.error.issues;
  const error = amount && issue ? issue.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed) return;
    confirm.mutate(
      { id: payment.id, recordAsOverpayment: false, amount: typed },
      {
        onSuccess: () => {
          toast({
            title: 'Payment confirmed',
            description: `${formatUsd(typed)} marked as received (${formatUsd(payment.amount)} was reported); the customer gets a receipt.`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title="Confirm the amount that arrived"
      description={
        <>
          {formatUsd(payment.amount)} by {PAYMENT_METHOD_LABELS[payment.method]} was reported
          {payment.reference && (
            <>
              {' '}
              for <span className="wrap-anywhere">{payment.reference}</span>
            </>
          )}
          . Type what the bank shows arrived.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={confirm.isPending || !typed}>
          {confirm.isPending ? CONFIRM_TEXTS.confirmPayment.busy : CONFIRM_TEXTS.confirmPayment.button(typed ?? payment.amount)}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>Amount that arrived (USD)</Label>
        <DollarInput
          id={`${id}-amount`}
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...errorAria(`${id}-amount-error`, error)}
        />
        <FieldError id={`${id}-amount-error`} error={error} />
      </div>
      {typed && (
        <p className="text-sm">
          {CONFIRM_TEXTS.confirmPayment.consequence({
            amount: typed,
            reference: payment.reference,
            onInvoice: payment.serviceRequestId !== null,
            hasPayerEmail: payment.payerEmail !== null,
            invoiceBalance: payment.invoiceBalance,
          })}
        </p>
      )}
      {confirm.isError && <Alert variant="destructive">{failureMessage(confirm.error)}</Alert>}
    </FormDialog>
  );
}
