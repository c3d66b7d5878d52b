// Reject a reported transfer that never arrived: the reason goes into the books, and the invoice
// asks for payment again. The reason to type is the first step; the submit button names the
// rejection and the dialog says what it does, and a refusal from the server stays in the dialog.
import { useState, type FormEvent } from 'react';
import { CONFIRM_TEXTS } from '@shared/admin/admin-action-confirmations';
import type { AdminPayment } from '@shared/payments/admin-payments';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_METHOD_LABELS } from '@shared/payments/payment-methods';
import { FormDialog } from '@/components/admin/form-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useRejectPayment } from '../api/payments';

export function RejectPaymentDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const reject = useRejectPayment();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    reject.mutate(
      { id: payment.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Payment rejected', description: 'The invoice asks for payment again.' });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title="Reject Payment"
      description={
        <>
          {formatUsd(payment.amount)} by {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.reference && (
            <>
              {' '}
              for <span className="wrap-anywhere">{payment.reference}</span>
            </>
          )}
          . Say why, for the books.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      submitButton={
        <Button type="submit" variant="destructive" disabled={reject.isPending || reason.trim().length < 3}>
          {reject.isPending ? CONFIRM_TEXTS.rejectPayment.busy : CONFIRM_TEXTS.rejectPayment.button(payment.amount)}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="reject-reason">Reason</Label>
        <Textarea
          id="reject-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          minLength={3}
        />
      </div>
      <p className="text-sm">
        {CONFIRM_TEXTS.rejectPayment.consequence({ reference: payment.reference, onInvoice: payment.serviceRequestId !== null })}
      </p>
      {reject.isError && <Alert variant="destructive">{failureMessage(reject.error)}</Alert>}
    </FormDialog>
  );
}
