// Which payment mode runs: test mode stands out, so nobody mistakes test payments for money.
import { Badge } from '@/components/ui/badge';
import { usePaymentSettings } from '../api/payments';

export function PaymentModeBadge() {
  const settings = usePaymentSettings();
  if (!settings.data) return null;
  const { mode, stripe, paypal } = settings.data;
  if (mode === 'test') {
    return (
      <Badge tone="yellow" className="mt-2">
        Payments: test mode - no money moves
      </Badge>
    );
  }
  const providers = [stripe ? 'Stripe' : undefined, paypal ? `PayPal${paypal === 'sandbox' ? ' (sandbox)' : ''}` : undefined].filter(Boolean);
  return (
    <Badge tone="green" className="mt-2">
      Payments: live ({providers.join(', ')})
    </Badge>
  );
}
