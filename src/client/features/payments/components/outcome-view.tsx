// A payment's outcome as a whole page, told as it is: 'Payment Successful!' with the receipt only
// once the provider confirmed the money; 'Payment Processing' while it is on its way; cancelled
// and failed payments say no money was taken. The success page and the pages' own card form and
// PayPal all end here.
import { Clock, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { formatUsd } from '@shared/money-format';
import type { PaymentOutcome, PaymentOutcomeStatus } from '@shared/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { companyProfile } from '@/lib/company-profile';
import { PaymentLayout } from '../payment-layout';
import { trackPayment } from '../track-payment';
import { PaymentReceipt, receiptFromOutcome } from './payment-receipt';
import { ReturnHomeButton } from './return-home-button';

export const OUTCOME_TITLES: Record<PaymentOutcomeStatus, string> = {
  paid: 'Payment Successful!',
  processing: 'Payment Processing',
  canceled: 'Payment Cancelled',
  failed: 'Payment Failed',
};

export interface OutcomeViewProps {
  outcome: PaymentOutcome;
  /** The id the outcome was read by: the receipt e-mail is asked for under it. */
  paymentId: string;
  /** The minute of polling a processing payment is over. */
  gaveUp: boolean;
  /** A newer outcome (the receipt e-mail was sent), or null to read it again. */
  onOutcome: (outcome: PaymentOutcome | null) => void;
  /** The receipt's Payment Status; "Paid" unless the page knows the provider's word. */
  statusLabel?: string;
  /** Below the receipt's details. */
  nextSteps?: ReactNode;
  /** Where "Try Again" goes after a cancelled or failed payment: a link, or back to the form. */
  retry: string | (() => void);
}

export function OutcomeView({ outcome, paymentId, gaveUp, onOutcome, statusLabel, nextSteps, retry }: OutcomeViewProps) {
  const paid = outcome.status === 'paid';
  useEffect(() => {
    if (paid) trackPayment('payment_complete', outcome.amount, outcome.method);
  }, [paid, outcome.amount, outcome.method]);

  return (
    <PaymentLayout title={OUTCOME_TITLES[outcome.status]}>
      {paid ? (
        <PaymentReceipt
          details={receiptFromOutcome(outcome, statusLabel)}
          askForEmail={{ paymentId, onSent: onOutcome, onConflict: () => onOutcome(null) }}
        >
          {nextSteps}
        </PaymentReceipt>
      ) : outcome.status === 'processing' ? (
        <ProcessingNotice outcome={outcome} gaveUp={gaveUp} />
      ) : (
        <NotPaidNotice outcome={outcome} retry={retry} />
      )}
    </PaymentLayout>
  );
}

function AmountAndReference({ outcome }: { outcome: PaymentOutcome }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="font-semibold">{formatUsd(outcome.amount)}</dd>
      {outcome.reference && (
        <>
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="wrap-anywhere font-mono">{outcome.reference}</dd>
        </>
      )}
    </dl>
  );
}

function ProcessingNotice({ outcome, gaveUp }: { outcome: PaymentOutcome; gaveUp: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <div role="status" className="flex items-start gap-3">
          <Clock
            className={gaveUp ? 'size-6 shrink-0 text-muted-foreground' : 'size-6 shrink-0 animate-pulse text-muted-foreground'}
            aria-hidden
          />
          {gaveUp ? (
            <div>
              <p className="font-semibold">Your payment is still being confirmed</p>
              <p className="mt-1 text-sm text-muted-foreground">
                It has not been confirmed to us yet. We will e-mail your receipt as soon as it is. Please do not pay again; if you have not
                heard from us within a day, call {companyProfile.supportPhone}.
              </p>
            </div>
          ) : (
            <div>
              <p className="font-semibold">We received your payment and are confirming it</p>
              <p className="mt-1 text-sm text-muted-foreground">This usually takes a few seconds. You can keep this page open.</p>
            </div>
          )}
        </div>
        <AmountAndReference outcome={outcome} />
      </CardContent>
    </Card>
  );
}

function NotPaidNotice({ outcome, retry }: { outcome: PaymentOutcome; retry: string | (() => void) }) {
  const cancelled = outcome.status === 'canceled';
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex items-start gap-3">
            <XCircle className="size-6 shrink-0 text-muted-foreground" aria-hidden />
            <div>
              <p className="font-semibold">{cancelled ? 'No charges were made' : 'Your payment did not go through'}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {cancelled
                  ? 'This payment was cancelled before any money was taken.'
                  : 'The payment was declined or could not be completed, so it was not taken. You can try again, perhaps with another card or method.'}
              </p>
            </div>
          </div>
          <AmountAndReference outcome={outcome} />
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        {typeof retry === 'string' ? (
          <Button asChild>
            <a href={retry}>
              <RotateCcw aria-hidden />
              Try Again
            </a>
          </Button>
        ) : (
          <Button onClick={retry}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
        )}
        <ReturnHomeButton />
      </div>
    </>
  );
}

/** Where to pay again after a cancelled or failed payment: the invoice's page, or the form. */
export function retryHref(outcome: PaymentOutcome): string {
  if (outcome.isInvoice && outcome.reference) return `/payment?ref=${encodeURIComponent(outcome.reference)}`;
  return outcome.reference ? `/make-a-payment?ref=${encodeURIComponent(outcome.reference)}` : '/make-a-payment';
}
