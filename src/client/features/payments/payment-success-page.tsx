// /payment/success?session_id=...&reference=...: the receipt of a card checkout, read from the
// payment provider through our server (this page changes nothing). Print Receipt prints just it.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CheckCircle2, Home, Printer } from 'lucide-react';
import { centsToAmount, formatUsd } from '@shared/money-format';
import type { CheckoutSessionView } from '@shared/payments';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { companyProfile } from '@/lib/company-profile';
import { getQueryFn } from '@/lib/api';
import { PaymentLayout, queryParam } from './payment-layout';
import { trackPayment } from './track-payment';

export function PaymentSuccessPage() {
  const sessionId = queryParam('session_id');
  const reference = queryParam('reference');
  const session = useQuery<CheckoutSessionView | null>({
    queryKey: ['/api/checkout-session', sessionId ?? ''],
    queryFn: async (context) => {
      try {
        return await getQueryFn<CheckoutSessionView>({ on401: 'throw' })(context);
      } catch (error) {
        // The spec only logs a failed read: the page still thanks the customer.
        console.error('Could not load the checkout session', error);
        return null;
      }
    },
    enabled: Boolean(sessionId),
  });

  const paidAmount = session.data?.payment_status === 'paid' ? centsToAmount(session.data.amount_total) : undefined;
  useEffect(() => {
    if (paidAmount) trackPayment('payment_complete', paidAmount, 'credit_card');
  }, [paidAmount]);

  if (sessionId && session.isPending) return <PageSpinner />;
  const details = session.data ?? undefined;
  const paid = details ? details.payment_status === 'paid' : true;

  return (
    <PaymentLayout title="Payment Successful!">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <p className="flex items-center gap-2 text-green-800">
            <CheckCircle2 className="size-6" aria-hidden />
            <span className="font-semibold">{paid ? 'Thank you for your payment.' : 'Your payment is being processed.'}</span>
          </p>
          {details?.test_mode && <Alert>Test mode - no money moved.</Alert>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {details && (
              <>
                <dt className="text-muted-foreground">Amount Paid</dt>
                <dd className="text-lg font-bold">{formatUsd(centsToAmount(details.amount_total))}</dd>
                <dt className="text-muted-foreground">Payment Status</dt>
                <dd className="capitalize">{details.payment_status.replace(/_/g, ' ')}</dd>
              </>
            )}
            {(reference ?? details?.reference) && (
              <>
                <dt className="text-muted-foreground">Reference</dt>
                <dd className="font-mono">{reference ?? details?.reference}</dd>
              </>
            )}
            {details?.payment_intent && (
              <>
                <dt className="text-muted-foreground">Payment ID</dt>
                <dd className="break-all font-mono text-xs">{details.payment_intent}</dd>
              </>
            )}
            {details?.customer_details.email && (
              <>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">{details.customer_details.email}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Date</dt>
            <dd>{new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}</dd>
          </dl>
          <div>
            <h2 className="mb-2 font-semibold">What happens next</h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>A receipt is on its way to your e-mail.</li>
              <li>Your invoice shows as paid as soon as our processor confirms the payment, usually within a minute.</li>
              <li>Keep your reference for your records.</li>
              <li>
                Questions? Call us 24/7 at {companyProfile.supportPhone} or write to {companyProfile.email}.
              </li>
            </ul>
          </div>
          <p className="hidden text-xs text-muted-foreground print:block">
            {companyProfile.name} · MC #{companyProfile.mcNumber} · DOT #{companyProfile.dotNumber}
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          Print Receipt
        </Button>
        <Button asChild variant="outline">
          <a href="/">
            <Home aria-hidden />
            Return Home
          </a>
        </Button>
      </div>
    </PaymentLayout>
  );
}
