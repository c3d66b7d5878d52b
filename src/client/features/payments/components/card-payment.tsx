// Paying by card: the hosted checkout (a redirect to the provider's page), plus a collapsible
// card form on this page that confirms without leaving it when possible. The card form's code
// (and Stripe.js) loads only when the form is opened.
import { CreditCard, Loader2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { formatUsd } from '@shared/money-format';
import type { CheckoutRequest, PaymentsConfig } from '@shared/payments/payments';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { checkoutErrorMessage, useStartCheckout } from '../api/card';
import { isConflict, type OnConflict, type OnPaid } from '../payment-errors';
import { LoadsOnDemand } from './loads-on-demand';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

export interface CardPaymentProps {
  config: PaymentsConfig;
  request: CheckoutRequest;
  /** What the customer will be charged, to label the buttons. */
  amount: string;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

export function CardPayment({ config, request, amount, onPaid, onConflict }: CardPaymentProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const startCheckout = useStartCheckout();
  // Stays true once the checkout answered: the page is on its way to the provider's.
  const [redirecting, setRedirecting] = useState(false);
  const [formOpen, setFormOpen] = useState(false);

  async function checkout() {
    setRedirecting(true);
    try {
      window.location.assign(await startCheckout.mutateAsync(request));
    } catch (error) {
      setRedirecting(false);
      const message = checkoutErrorMessage(i18n, error);
      toast({ title: i18n._('payments.checkout.errorTitle'), description: message, variant: 'destructive' });
      if (isConflict(error)) onConflict?.(message);
    }
  }

  return (
    <section aria-label={i18n._('payments.card.region')} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <Button size="lg" onClick={() => void checkout()} disabled={redirecting}>
        {redirecting ? <Loader2 className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />}
        {redirecting ? i18n._('payments.card.redirecting') : i18n._('payments.card.payWithCard', { amount: formatUsd(amount, locale) })}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {config.mode === 'test' ? i18n._('payments.card.testMode') : i18n._('payments.card.redirectNote')}
      </p>
      <details className="rounded-md border" onToggle={(event) => setFormOpen((event.target as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer select-none px-3 py-2 text-sm font-medium">{i18n._('payments.card.onThisPage')}</summary>
        {formOpen && (
          <div className="border-t p-3">
            {config.mode === 'test' || !config.stripePublishableKey ? (
              <TestCardForm request={request} amount={amount} onPaid={onPaid} onConflict={onConflict} />
            ) : (
              <LoadsOnDemand loadingLabel={i18n._('payments.card.loadingForm')}>
                <StripeCardForm
                  publishableKey={config.stripePublishableKey}
                  request={request}
                  amount={amount}
                  onPaid={onPaid}
                  onConflict={onConflict}
                />
              </LoadsOnDemand>
            )}
          </div>
        )}
      </details>
    </section>
  );
}
