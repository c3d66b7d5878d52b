// A payment's outcome as a whole page, told as it is: 'Payment Successful!' with the receipt only
// once the provider confirmed the money; 'Payment Processing' while it is on its way; cancelled
// and failed payments say no money was taken. The success page and the pages' own card form and
// PayPal all end here.
import type { MessageDescriptor } from '@lingui/core';
import { Clock, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { formatUsd } from '@shared/money-format';
import type { PaymentOutcome, PaymentOutcomeStatus } from '@shared/payments/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { PaymentLayout } from '../payment-layout';
import { trackPayment } from '../track-payment';
import { PaymentReceipt, receiptFromOutcome } from './payment-receipt';
import { ReturnHomeButton } from './return-home-button';

const OUTCOME_TITLES: Record<PaymentOutcomeStatus, MessageDescriptor> = {
  paid: /*i18n*/ { id: 'payments.outcome.title.paid' },
  processing: /*i18n*/ { id: 'payments.outcome.title.processing' },
  canceled: /*i18n*/ { id: 'payments.outcome.title.canceled' },
  failed: /*i18n*/ { id: 'payments.outcome.title.failed' },
};

export interface OutcomeViewProps {
  outcome: PaymentOutcome;
  /** The id the outcome was read by: the receipt e-mail is asked for under it. */
  paymentId: string;
  /** The minute of polling a processing payment is over. */
  gaveUp: boolean;
  /** A newer outcome (the receipt e-mail was sent), or null to read it again. */
  onOutcome: (outcome: PaymentOutcome | null) => void;
  /** The receipt's Payment Status; the ledger's "Paid" unless the page knows the provider's word. */
  statusLabel?: string;
  /** Below the receipt's details. */
  nextSteps?: ReactNode;
  /** Where "Try Again" goes after a cancelled or failed payment: a link, or back to the form. */
  retry: string | (() => void);
}

export function OutcomeView({ outcome, paymentId, gaveUp, onOutcome, statusLabel, nextSteps, retry }: OutcomeViewProps) {
  const i18n = useI18n();
  const paid = outcome.status === 'paid';
  useEffect(() => {
    if (paid) trackPayment('payment_complete', outcome.amount, outcome.method);
  }, [paid, outcome.amount, outcome.method]);

  return (
    <PaymentLayout title={i18n._(OUTCOME_TITLES[outcome.status])}>
      {paid ? (
        <PaymentReceipt
          details={receiptFromOutcome(outcome, statusLabel ?? sharedLabel(i18n, 'paymentStatus', 'paid'))}
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
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{i18n._('payments.details.amount')}</dt>
      <dd className="font-semibold">{formatUsd(outcome.amount, locale)}</dd>
      {outcome.reference && (
        <>
          <dt className="text-muted-foreground">{i18n._('payments.details.reference')}</dt>
          <dd className="wrap-anywhere font-mono">{outcome.reference}</dd>
        </>
      )}
    </dl>
  );
}

function ProcessingNotice({ outcome, gaveUp }: { outcome: PaymentOutcome; gaveUp: boolean }) {
  const i18n = useI18n();
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
              <p className="font-semibold">{i18n._('payments.outcome.stillConfirming')}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {i18n._('payments.outcome.stillConfirmingBody', { phone: companyProfile.supportPhone })}
              </p>
            </div>
          ) : (
            <div>
              <p className="font-semibold">{i18n._('payments.outcome.confirming')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{i18n._('payments.outcome.confirmingBody')}</p>
            </div>
          )}
        </div>
        <AmountAndReference outcome={outcome} />
      </CardContent>
    </Card>
  );
}

function NotPaidNotice({ outcome, retry }: { outcome: PaymentOutcome; retry: string | (() => void) }) {
  const i18n = useI18n();
  const cancelled = outcome.status === 'canceled';
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex items-start gap-3">
            <XCircle className="size-6 shrink-0 text-muted-foreground" aria-hidden />
            <div>
              <p className="font-semibold">{cancelled ? i18n._('payments.noCharges') : i18n._('payments.outcome.didNotGoThrough')}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {cancelled ? i18n._('payments.outcome.cancelledBody') : i18n._('payments.outcome.failedBody')}
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
              {i18n._('payments.outcome.tryAgain')}
            </a>
          </Button>
        ) : (
          <Button onClick={retry}>
            <RotateCcw aria-hidden />
            {i18n._('payments.outcome.tryAgain')}
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
