// The quote: its amount, until when it holds and the customer's answer. While it is open (not
// answered, not expired, not yet invoiced) the customer accepts it, after a confirmation that
// names the amount, or declines it with a reason. A refusal from the server (409: the quote was
// revised, expired or invoiced meanwhile) is shown here, and the request is read again, so the
// section shows the quote as it now is.
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { formatViewerDateTime } from '@shared/calendar-date';
import { QUOTE_MESSAGES, type PortalQuote, type PortalRequestDetail } from '@shared/customer-portal';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useAcceptQuote, useDeclineQuote } from '../api/quote';
import { quoteState } from '../summary-text';
import { DeclineQuoteDialog } from './request-quote-decline-dialog';
import { RequestFacts } from './request-facts';
import { RequestSection } from './request-section';

type OpenDialog = 'accept' | 'decline' | null;

export function RequestQuote({ request }: { request: PortalRequestDetail }) {
  const { quote } = request;
  if (!quote) {
    return (
      <RequestSection title="Quote">
        <p className="text-sm">We are preparing your quote. We will e-mail you as soon as it is ready.</p>
      </RequestSection>
    );
  }
  return (
    <RequestSection title="Quote">
      <RequestFacts
        facts={[
          { label: 'Amount', value: formatUsd(quote.amount) },
          { label: 'Valid until', value: quote.validUntil ? formatCalendarDate(quote.validUntil) : 'No end date' },
          { label: 'State', value: sentenceCase(quoteState(quote)) },
        ]}
      />
      <QuoteAnswer referenceId={request.referenceId} quote={quote} invoiced={request.invoice !== null} />
    </RequestSection>
  );
}

function QuoteAnswer({ referenceId, quote, invoiced }: { referenceId: string; quote: PortalQuote; invoiced: boolean }) {
  const accept = useAcceptQuote(referenceId);
  const decline = useDeclineQuote(referenceId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [failure, setFailure] = useState<string>();

  if (quote.response) return <QuoteAnswered quote={quote} />;
  if (quote.expired) return <Alert>{QUOTE_MESSAGES.expired}</Alert>;
  if (invoiced) return <Alert>{QUOTE_MESSAGES.invoiced}</Alert>;

  const amount = formatUsd(quote.amount);

  async function confirmAccept() {
    setFailure(undefined);
    try {
      // The amount shown: a quote revised since the page loaded is refused, not accepted unseen.
      await accept.mutateAsync({ amount: quote.amount });
      toast({ title: 'Quote accepted', description: `We will go ahead with ${referenceId} at ${amount}.` });
    } catch (refusal) {
      setFailure(failureMessage(refusal));
    }
  }

  return (
    <>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button size="lg" className="w-full sm:w-auto" onClick={() => setDialog('accept')}>
          <Check aria-hidden />
          Accept quote
        </Button>
        <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={() => setDialog('decline')}>
          <X aria-hidden />
          Decline quote
        </Button>
      </div>
      {dialog === 'accept' && (
        <ConfirmActionDialog
          title={`Accept the quote of ${amount} for ${referenceId}?`}
          record={[
            { label: 'Reference', value: referenceId },
            { label: 'Amount', value: amount },
            ...(quote.validUntil ? [{ label: 'Valid until', value: formatCalendarDate(quote.validUntil) }] : []),
          ]}
          consequence="We will go ahead with your request at this price."
          confirmLabel={`Accept ${amount}`}
          busyLabel="Accepting..."
          onConfirm={confirmAccept}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decline' && (
        <DeclineQuoteDialog
          referenceId={referenceId}
          amount={quote.amount}
          onDecline={async (answer) => {
            setFailure(undefined);
            await decline.mutateAsync(answer);
            toast({ title: 'Quote declined', description: 'Thank you for telling us why. We will be in touch.' });
          }}
          onClose={(refusal) => {
            setDialog(null);
            if (refusal) setFailure(failureMessage(refusal));
          }}
        />
      )}
    </>
  );
}

function QuoteAnswered({ quote }: { quote: PortalQuote }) {
  const answered = quote.respondedAt ? (
    <>
      {' '}
      on <time dateTime={quote.respondedAt}>{formatViewerDateTime(quote.respondedAt)}</time>
    </>
  ) : null;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        You {quote.response === 'accepted' ? 'accepted' : 'declined'} this quote{answered}.
      </p>
      {quote.declineReason && <p className="whitespace-pre-line break-words text-muted-foreground">Your reason: {quote.declineReason}</p>}
    </div>
  );
}

/** "waiting for your answer" as a value of its own: "Waiting for your answer". */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
