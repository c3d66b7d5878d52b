// /payment/success?session_id=...: where the card checkout returns. It says what our ledger says
// about the session (this page changes nothing): paid only once the provider confirmed it,
// processing while that is on its way (read again every 2 s for a minute), cancelled or failed
// otherwise. The reference shown is the server's, never the URL's.
import type { MessageDescriptor } from '@lingui/core';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { companyProfile } from '@/lib/company-profile';
import { useCheckoutSession, useShowCheckoutOutcome } from './api/checkout-session';
import { usePollingDeadline } from './api/outcome';
import { usePaymentsConfig } from './api/payments-config';
import { OutcomeView, retryHref } from './components/outcome-view';
import { PaymentLayout, queryParam } from './payment-layout';
import { ReturnHomeButton } from './components/return-home-button';

// The checkout's own payment_status, as its receipt line reads (lower case, as the provider words it).
const CHECKOUT_PAYMENT_STATUSES: Record<string, MessageDescriptor> = {
  paid: /*i18n*/ { id: 'payments.success.checkoutStatus.paid' },
  unpaid: /*i18n*/ { id: 'payments.success.checkoutStatus.unpaid' },
  no_payment_required: /*i18n*/ { id: 'payments.success.checkoutStatus.noPaymentRequired' },
};

export function PaymentSuccessPage() {
  const i18n = useI18n();
  const sessionId = queryParam('session_id');
  return sessionId ? (
    <CheckoutOutcome sessionId={sessionId} />
  ) : (
    <Notice title={i18n._('payments.success.nothingTitle')} text={i18n._('payments.success.nothing')} />
  );
}

function CheckoutOutcome({ sessionId }: { sessionId: string }) {
  const i18n = useI18n();
  const config = usePaymentsConfig();
  const gaveUp = usePollingDeadline();
  const session = useCheckoutSession(sessionId, gaveUp);
  const showOutcome = useShowCheckoutOutcome(sessionId);

  if (session.isPending || config.isPending) return <PageSpinner />;
  // A failed read while polling keeps the last answer on screen; only a first failure shows here.
  if (!session.data) {
    console.error('Could not load the checkout session', session.error);
    const status = session.error instanceof ApiError ? session.error.status : 0;
    return status === 404 || status === 400 ? (
      <Notice title={i18n._('payments.success.notFoundTitle')} text={i18n._('payments.success.notFound')} />
    ) : (
      <Notice title={i18n._('payments.somethingWentWrong')} text={i18n._('payments.success.lookupFailed')} />
    );
  }

  const view = session.data;
  const checkoutStatus = CHECKOUT_PAYMENT_STATUSES[view.payment_status];
  return (
    <OutcomeView
      outcome={view.outcome}
      paymentId={sessionId}
      gaveUp={gaveUp}
      onOutcome={(outcome) => showOutcome(view, outcome)}
      statusLabel={checkoutStatus ? i18n._(checkoutStatus) : view.payment_status.replace(/_/g, ' ')}
      retry={retryHref(view.outcome)}
      nextSteps={
        <div>
          <h2 className="mb-2 font-semibold">{i18n._('payments.success.nextSteps')}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{view.outcome.receiptEmail ? i18n._('payments.success.receiptOnItsWay') : i18n._('payments.success.enterEmail')}</li>
            <li>{view.outcome.isInvoice ? i18n._('payments.success.invoicePaid') : i18n._('payments.success.weMatch')}</li>
            <li>{i18n._('payments.success.keepIds')}</li>
            <li>{i18n._('payments.success.questions', { phone: companyProfile.supportPhone, email: companyProfile.email })}</li>
          </ul>
        </div>
      }
    />
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <PaymentLayout title={title}>
      <Alert>{text}</Alert>
      <ReturnHomeButton className="self-start" />
    </PaymentLayout>
  );
}
