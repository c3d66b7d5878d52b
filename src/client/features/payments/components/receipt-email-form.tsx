// A payment made without an e-mail (the quick payment page asks for none, PayPal may not share
// one): the customer can still have the receipt e-mailed. The server sends it once, to the first
// address given, and only for a paid payment.
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PaymentOutcome } from '@shared/payments/payments';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useI18n } from '@/i18n/use-i18n';
import { useSendReceipt } from '../api/outcome';
import { isConflict, paymentFailureMessage } from '../payment-errors';

export interface ReceiptEmailFormProps {
  paymentId: string;
  onSent: (outcome: PaymentOutcome) => void;
  /** 409: the payment has an e-mail already (or is not paid): the page reads it again. */
  onConflict?: () => void;
}

export function ReceiptEmailForm({ paymentId, onSent, onConflict }: ReceiptEmailFormProps) {
  const i18n = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const sendReceipt = useSendReceipt(paymentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // The server checks the address properly; this only catches an obvious slip before the call.
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setError(i18n._('payments.receiptEmail.invalid'));
      return;
    }
    setError(undefined);
    try {
      const outcome = await sendReceipt.mutateAsync(address);
      toast({
        title: i18n._('payments.receiptEmail.sent'),
        description: i18n._('payments.receiptEmail.sentBody', { email: outcome.receiptEmail ?? address }),
      });
      onSent(outcome);
    } catch (failure) {
      setError(paymentFailureMessage(i18n, failure, i18n._('payments.receiptEmail.failed')));
      if (isConflict(failure)) onConflict?.();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2 rounded-md border p-3 print:hidden">
      <Label htmlFor="receipt-email">{i18n._('payments.receiptEmail.label')}</Label>
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
          {sendReceipt.isPending ? i18n._('payments.receiptEmail.sending') : i18n._('payments.receiptEmail.send')}
        </Button>
      </div>
      <FieldError id="receipt-email-error" error={error} announce />
    </form>
  );
}
