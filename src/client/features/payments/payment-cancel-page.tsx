// /payment/cancel?reference=...: the customer left the card checkout. Nothing was charged.
import { ArrowLeft, Home, RotateCcw, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PaymentLayout, queryParam } from './payment-layout';

export function PaymentCancelPage() {
  const reference = queryParam('reference');
  const retry = reference ? `/make-a-payment?ref=${encodeURIComponent(reference)}` : '/make-a-payment';
  return (
    <PaymentLayout title="Payment Cancelled">
      <Card>
        <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
          <XCircle className="size-6 shrink-0 text-muted-foreground" aria-hidden />
          <div>
            <p className="font-semibold">No charges were made</p>
            <p className="mt-1 text-sm text-muted-foreground">
              You left the checkout before paying{reference ? ` for ${reference}` : ''}. You can try again whenever you are ready.
            </p>
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={retry}>
            <RotateCcw aria-hidden />
            Retry Payment
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden />
          Go Back
        </Button>
        <Button asChild variant="outline">
          <a href="/">
            <Home aria-hidden />
            Home
          </a>
        </Button>
      </div>
    </PaymentLayout>
  );
}
