// Refund (part of) a confirmed payment. Card and PayPal refunds go through the provider; for a
// bank transfer, Zelle, wire, ACH or direct deposit the office sends the money back itself and
// this only records it, so the dialog says so plainly. The amount starts at what is due (an
// overpayment) or what is left, and is checked here as the server checks it again. The submit
// button names the refund as typed ("Refund $120.00 to the card", "Record $120.00 manual refund"),
// so the last click says exactly where the money goes. A refund of what paid an invoice makes the
// customer owe it again (decision 073); for an invoice that owes nothing, the dialog offers the
// credit note that says they no longer do (a deal cancelled after it was paid).
import { useId, useState, type FormEvent } from 'react';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { moneyAmountSchema } from '@shared/money';
import { amountToCents, formatUsd } from '@shared/money-format';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { FormDialog } from '@/components/admin/form-dialog';
import { DollarInput } from '@/components/form/dollar-input';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useRefundPayment } from '../api/payments';

const REASON_MIN = 3;
const REASON_MAX = 500;

const PROVIDER_NOTES: Record<AdminPayment['provider'], string> = {
  stripe: "The money goes back to the customer's card through Stripe.",
  paypal: "The money goes back to the customer's PayPal account.",
  test: 'Test mode: the refund is simulated and no money moves.',
  manual: '',
};

function initialAmount(payment: AdminPayment): string {
  const due = payment.refundDue;
  return due && amountToCents(due) <= amountToCents(payment.refundableAmount) ? due : payment.refundableAmount;
}

export function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const id = useId();
  const refund = useRefundPayment();
  const manual = payment.provider === 'manual';
  const [amount, setAmount] = useState(() => initialAmount(payment));
  const [reason, setReason] = useState('');
  const [creditNote, setCreditNote] = useState(false);
  const mayCredit = creditable(payment);
  const [amountError, setAmountError] = useState<string>();
  // The amount named on the button: only a valid one (a half-typed "12." names none).
  const parsedAmount = moneyAmountSchema.safeParse(amount);
  const typedAmount = parsedAmount.success ? parsedAmount.data : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moneyAmountSchema.safeParse(amount);
    if (!parsed.success) {
      setAmountError(parsed.error.issues[0]?.message);
      return;
    }
    if (amountToCents(parsed.data) > amountToCents(payment.refundableAmount)) {
      setAmountError(PAYMENT_MESSAGES.refundTooLarge(payment.refundableAmount));
      return;
    }
    setAmountError(undefined);
    refund.mutate(
      { id: payment.id, amount: parsed.data, reason: reason.trim(), ...(mayCredit && creditNote ? { creditNote: true } : {}) },
      {
        onSuccess: (made) => {
          const pending = made.status === 'pending';
          toast({
            title: manual ? 'Refund recorded' : pending ? 'Refund requested' : 'Payment refunded',
            description: `${formatUsd(made.amount)}${pending ? ' is pending at the provider.' : manual ? ' recorded as sent back to the customer.' : ' refunded to the customer.'}${mayCredit && creditNote ? ' A credit note for it was issued.' : ''}`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title={manual ? 'Record a Refund' : 'Refund Payment'}
      description={
        <>
          {formatUsd(payment.amount)} by {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.reference && (
            <>
              {' '}
              for <span className="wrap-anywhere">{payment.reference}</span>
            </>
          )}
          . Up to {formatUsd(payment.refundableAmount)} can be refunded.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" variant="destructive" disabled={refund.isPending || !amount.trim() || reason.trim().length < REASON_MIN}>
          {refund.isPending ? CONFIRM_TEXTS.refund.busy(payment.provider) : CONFIRM_TEXTS.refund.button(payment.provider, typedAmount)}
        </Button>
      }
    >
      {manual ? (
        <Alert className="border-yellow-300 bg-yellow-50 text-yellow-950">
          <strong>Send this refund from the bank first.</strong> {PAYMENT_METHOD_LABELS[payment.method]} payments cannot be refunded from
          this site: this only records a refund the office has made, so the books match the bank.
        </Alert>
      ) : (
        <p className="text-sm">{PROVIDER_NOTES[payment.provider]}</p>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>Refund amount (USD)</Label>
        <DollarInput
          id={`${id}-amount`}
          required
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
          {...errorAria(`${id}-amount-error`, amountError)}
        />
        <FieldError id={`${id}-amount-error`} error={amountError} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>{manual ? 'Reason and note' : 'Reason'}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          required
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${id}-reason-hint`}
        />
        <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
          {manual ? 'Why, and how the money went back (date, confirmation number).' : 'Why, for the books.'} {REASON_MIN} to {REASON_MAX}{' '}
          characters.
        </p>
      </div>
      {payment.serviceRequestId !== null && (payment.appliedAmount === null || amountToCents(payment.appliedAmount) > 0) && (
        <div className="flex flex-col gap-1 text-sm">
          {mayCredit && (
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={creditNote}
                onChange={(event) => setCreditNote(event.target.checked)}
              />
              <span>The customer no longer owes this: issue a credit note for the part of the refund that paid the invoice.</span>
            </label>
          )}
          <p className="text-muted-foreground">
            {mayCredit && creditNote
              ? 'The invoice stays closed at zero; the customer is e-mailed the credit note.'
              : 'Without a credit note, what this refund returns of the invoice’s payment is owed again.'}
          </p>
        </div>
      )}
      {refund.isError && <Alert variant="destructive">{failureMessage(refund.error)}</Alert>}
    </FormDialog>
  );
}

/** A credit note may go with the refund: the payment paid part of its invoice, and the invoice owes nothing now. */
function creditable(payment: AdminPayment): boolean {
  if (payment.serviceRequestId === null || payment.invoiceBalance === null) return false;
  const applied = payment.appliedAmount === null ? 0 : amountToCents(payment.appliedAmount);
  return applied > 0 && amountToCents(payment.invoiceBalance) === 0;
}
