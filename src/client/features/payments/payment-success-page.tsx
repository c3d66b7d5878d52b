// /payment/success?session_id=...: where the card checkout returns. It says what our ledger says
// about the session (this page changes nothing): paid only once the provider confirmed it,
// processing while that is on its way (read again every 2 s for a minute), cancelled or failed
// otherwise. The reference shown is the server's, never the URL's.
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api';
import { companyProfile } from '@/lib/company-profile';
import { useCheckoutSession, useShowCheckoutOutcome } from './api/checkout-session';
import { usePollingDeadline } from './api/outcome';
import { usePaymentsConfig } from './api/payments-config';
import { OutcomeView, retryHref } from './components/outcome-view';
import { PaymentLayout, queryParam } from './payment-layout';
import { ReturnHomeButton } from './components/return-home-button';

export function PaymentSuccessPage() {
  const sessionId = queryParam('session_id');
  return sessionId ? (
    <CheckoutOutcome sessionId={sessionId} />
  ) : (
    <Notice
      title="No Payment to Show"
      text="This page shows a card payment when you return from our checkout, and there is none to show here. If you paid, your receipt is in your e-mail."
    />
  );
}

function CheckoutOutcome({ sessionId }: { sessionId: string }) {
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
      <Notice
        title="Payment Not Found"
        text="We have no card payment under this link. If you paid, your receipt is in your e-mail; otherwise no payment was taken."
      />
    ) : (
      <Notice
        title="Something went wrong"
        text="We could not look up this payment just now. Please reload the page in a moment. If you paid, your receipt will reach your e-mail."
      />
    );
  }

  const view = session.data;
  return (
    <OutcomeView
      outcome={view.outcome}
      paymentId={sessionId}
      gaveUp={gaveUp}
      onOutcome={(outcome) => showOutcome(view, outcome)}
      statusLabel={view.payment_status.replace(/_/g, ' ')}
      retry={retryHref(view.outcome)}
      nextSteps={
        <div>
          <h2 className="mb-2 font-semibold">What happens next</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>{view.outcome.receiptEmail ? 'A receipt is on its way to your e-mail.' : 'Enter your e-mail above to get a receipt.'}</li>
            <li>
              {view.outcome.isInvoice
                ? 'Your invoice now shows as paid.'
                : 'We match your payment to your reference and contact you if anything is missing.'}
            </li>
            <li>Keep your reference and payment ID for your records.</li>
            <li>
              Questions? Call us 24/7 at {companyProfile.supportPhone} or write to {companyProfile.email}.
            </li>
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
