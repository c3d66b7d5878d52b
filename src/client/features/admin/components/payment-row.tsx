// One ledger entry: what, how much, how, from whom, its state, and, for a reported transfer
// waiting for an admin, Confirm and Reject.
import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LEDGER_STATUS_LABELS, type AdminPayment } from '@shared/admin-payments';
import { formatUsd } from '@shared/money-format';
import { PAYMENT_METHOD_LABELS } from '@shared/payment-methods';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useConfirmPayment, useRejectPayment } from '../api/payments';
import { failureMessage } from '../failure-message';
import { formatDateTime } from '../format';

const STATUS_TONES: Record<AdminPayment['status'], BadgeProps['tone']> = {
  created: 'neutral',
  pending: 'yellow',
  pending_verification: 'orange',
  succeeded: 'green',
  failed: 'red',
  rejected: 'red',
};

export function PaymentRow({ payment }: { payment: AdminPayment }) {
  const confirm = useConfirmPayment();
  const [rejecting, setRejecting] = useState(false);

  function confirmPayment() {
    confirm.mutate(payment.id, {
      onSuccess: () => toast({ title: 'Payment confirmed', description: `${formatUsd(payment.amount)} marked as received; the customer gets a receipt.` }),
      onError: (error) => toast({ title: 'Could not confirm the payment', description: failureMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold">{formatUsd(payment.amount)}</span>
          <Badge tone={STATUS_TONES[payment.status]}>{LEDGER_STATUS_LABELS[payment.status]}</Badge>
          <span className="text-muted-foreground">{PAYMENT_METHOD_LABELS[payment.method]}</span>
          {payment.provider === 'test' && <Badge tone="outline">test mode</Badge>}
        </div>
        <p className="break-words">
          {payment.reference ? <span className="font-mono">{payment.reference}</span> : 'No reference'}
          {payment.payerEmail && <> · {payment.payerEmail}</>}
        </p>
        <p className="text-muted-foreground">
          {formatDateTime(payment.createdAt)}
          {payment.verifiedBy && ` · ${payment.status === 'rejected' ? 'rejected' : 'confirmed'} by ${payment.verifiedBy} ${formatDateTime(payment.verifiedAt)}`}
          {payment.failureReason && ` · ${payment.failureReason}`}
        </p>
        {payment.notes && <p className="text-muted-foreground">Notes: {payment.notes}</p>}
      </div>
      {payment.status === 'pending_verification' && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={confirmPayment} disabled={confirm.isPending}>
            <Check aria-hidden />
            Confirm
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            <X aria-hidden />
            Reject
          </Button>
        </div>
      )}
      {rejecting && <RejectDialog payment={payment} onClose={() => setRejecting(false)} />}
    </div>
  );
}

function RejectDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
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
        onError: (error) => toast({ title: 'Could not reject the payment', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Reject Payment</DialogTitle>
            <DialogDescription>
              {formatUsd(payment.amount)} by {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.reference ? ` for ${payment.reference}` : ''}. Say why, for the books.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="reject-reason">Reason</Label>
            <Textarea id="reject-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} required minLength={3} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending || reason.trim().length < 3}>
              Reject Payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
