// /payment/test-checkout?session=...: test mode's stand-in for the card provider's hosted page.
// Clearly labelled; paying or cancelling goes through the same server path as the real provider.
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { formatUsd } from '@shared/money-format';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { useFinishTestCheckout, useTestCheckoutSession } from './api/test-checkout';
import { paymentFailureMessage } from './payment-errors';
import { PaymentLayout, queryParam } from './payment-layout';

export function TestCheckoutPage() {
  const i18n = useI18n();
  const locale = useLocale();
  const sessionId = queryParam('session') ?? '';
  const session = useTestCheckoutSession(sessionId);
  const finishCheckout = useFinishTestCheckout(sessionId);
  // Stays true once finished: the page is on its way to the next one.
  const [busy, setBusy] = useState(false);

  async function finish(action: 'complete' | 'cancel') {
    setBusy(true);
    try {
      window.location.assign(await finishCheckout.mutateAsync(action));
    } catch (error) {
      // A replaced or expired session (409) says so in the server's words; the page then shows
      // the session as finished.
      setBusy(false);
      toast({
        title: i18n._('payments.checkout.errorTitle'),
        description: paymentFailureMessage(i18n, error, i18n._('payments.testCheckout.finishFailed')),
        variant: 'destructive',
      });
      void session.refetch();
    }
  }

  if (session.isPending && sessionId) return <PageSpinner />;
  return (
    <PaymentLayout title={i18n._('payments.testCheckout.title')}>
      <Alert className="border-amber-300 bg-amber-50 text-amber-900">
        <p className="flex items-center gap-2 text-base font-semibold">
          <FlaskConical className="size-5" aria-hidden />
          {i18n._('payments.test.banner')}
        </p>
        <p className="mt-1">{i18n._('payments.testCheckout.explanation')}</p>
      </Alert>
      {!session.data ? (
        <Alert variant="destructive">{i18n._('payments.testCheckout.missing')}</Alert>
      ) : session.data.status !== 'created' ? (
        <Alert>{i18n._('payments.testCheckout.finished', { status: session.data.status })}</Alert>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{i18n._('payments.details.amount')}</dt>
              <dd className="text-xl font-bold">{formatUsd(session.data.amount, locale)}</dd>
              {session.data.reference && (
                <>
                  <dt className="text-muted-foreground">{i18n._('payments.details.reference')}</dt>
                  <dd className="font-mono">{session.data.reference}</dd>
                </>
              )}
              {session.data.email && (
                <>
                  <dt className="text-muted-foreground">{i18n._('payments.details.email')}</dt>
                  <dd>{session.data.email}</dd>
                </>
              )}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button size="lg" onClick={() => void finish('complete')} disabled={busy}>
                {i18n._('payments.test.pay', { amount: formatUsd(session.data.amount, locale) })}
              </Button>
              <Button size="lg" variant="outline" onClick={() => void finish('cancel')} disabled={busy}>
                {i18n._('payments.testCheckout.cancel')}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </PaymentLayout>
  );
}
