// Which payment mode runs. Test mode is a banner, not a badge: on a production site it means no
// card or PayPal payment takes real money, which nobody must miss. Manual mode says that card and
// PayPal are off, so nobody wonders why customers pay only by transfer.
import { FlaskConical } from 'lucide-react';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { Badge } from '@/components/ui/badge';
import { usePaymentSettings } from '../api/payments';

export function PaymentModeBadge() {
  const settings = usePaymentSettings();
  if (!settings.data) return null;
  const { mode, stripe, paypal } = settings.data;
  if (mode === 'test') {
    return (
      <p className="flex items-start gap-2 rounded-md border-2 border-yellow-400 bg-yellow-100 px-3 py-1 text-xs font-semibold text-yellow-950 sm:text-sm">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>Payments: {PAYMENT_MESSAGES.testMode.message}</span>
      </p>
    );
  }
  if (mode === 'manual') {
    return (
      <Badge tone="neutral" className="self-start whitespace-normal">
        Payments: card and PayPal are off (no keys set); bank transfer, Zelle, wire and ACH only
      </Badge>
    );
  }
  const providers = [stripe ? 'Stripe' : undefined, paypal ? `PayPal${paypal === 'sandbox' ? ' (sandbox)' : ''}` : undefined].filter(
    Boolean,
  );
  return (
    <Badge tone="green" className="self-start">
      Payments: live ({providers.join(', ')})
    </Badge>
  );
}
