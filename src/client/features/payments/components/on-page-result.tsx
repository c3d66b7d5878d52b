// After the card form or PayPal on a payment page: the page becomes the payment's outcome. The
// confirm or capture call usually answers it paid; a live card form confirmed in the browser is
// 'processing' until Stripe's webhook reaches us, so the outcome is read again until it is paid.
import { useEffect } from 'react';
import type { PaymentOutcome } from '@shared/payments/payments';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/use-toast';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { usePaymentOutcome, useShowOutcome } from '../api/outcome';
import { PaymentLayout } from '../payment-layout';
import { OutcomeView } from './outcome-view';

export interface OnPageResultProps {
  paymentId: string;
  initialOutcome: PaymentOutcome | undefined;
  /** Back to the form after a cancelled or failed payment. */
  onRetry: () => void;
  /** Once, when the payment is confirmed paid (the invoice page reads the invoice again). */
  onConfirmed?: () => void;
}

export function OnPageResult({ paymentId, initialOutcome, onRetry, onConfirmed }: OnPageResultProps) {
  const i18n = useI18n();
  const outcome = usePaymentOutcome(paymentId, initialOutcome);
  const showOutcome = useShowOutcome(paymentId);
  const paid = outcome.data?.status === 'paid';

  useEffect(() => {
    if (!paid) return;
    toast({ title: i18n._('payments.onPage.paidToast'), description: i18n._('payments.onPage.paidToastBody') });
    onConfirmed?.();
    // Once per payment: the callback's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  if (outcome.isPending) return <PageSpinner />;
  if (!outcome.data) {
    return (
      <PaymentLayout title={i18n._('payments.onPage.unknownTitle')}>
        <Alert>{i18n._('payments.onPage.unknown', { phone: companyProfile.supportPhone })}</Alert>
      </PaymentLayout>
    );
  }
  return <OutcomeView outcome={outcome.data} paymentId={paymentId} gaveUp={outcome.gaveUp} onOutcome={showOutcome} retry={onRetry} />;
}
