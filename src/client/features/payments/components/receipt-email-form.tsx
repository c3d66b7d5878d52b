// A payment made without an e-mail (the quick payment page asks for none, PayPal may not share
// one): the customer can still have the receipt e-mailed. The server sends it once, to the first
// address given, and only for a paid payment.
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PaymentOutcome } from '@shared/payments';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useSendReceipt } from '../api/outcome';
import { isConflict } from '../payment-errors';

export interface ReceiptEmailFormProps {
  paymentId: string;
  onSent: (outcome: PaymentOutcome) => void;
  /** 409: the payment has an e-mail already (or is not paid): the page reads it again. */
  onConflict?: () => void;
}

export function ReceiptEmailForm({ paymentId, onSent, onConflict }: ReceiptEmailFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const sendReceipt = useSendReceipt(paymentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // The server checks the address properly; this only catches an obvious slip before the call.
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setError('Enter your e-mail address, e.g. name@example.com.');
      return;
    }
    setError(undefined);
    try {
      const outcome = await sendReceipt.mutateAsync(address);
      toast({ title: 'Receipt Sent', description: `Your receipt is on its way to ${outcome.receiptEmail ?? address}.` });
      onSent(outcome);
    } catch (failure) {
      setError(failureMessage(failure, 'We could not send the receipt. Please try again.'));
      if (isConflict(failure)) onConflict?.();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2 rounded-md border p-3 print:hidden">
      <Label htmlFor="receipt-email">Email me a receipt</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="receipt-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...errorAria('receipt-email-error', error)}
          required
        />
        <Button type="submit" variant="outline" disabled={sendReceipt.isPending} className="shrink-0">
          <Mail aria-hidden />
          {sendReceipt.isPending ? 'Sending...' : 'Send Receipt'}
        </Button>
      </div>
      <FieldError id="receipt-email-error" error={error} announce />
    </form>
  );
}
