// The quote: its amount, until when it holds and the customer's answer. While it is open (not
// answered, not expired, not yet invoiced) the customer accepts it, after a confirmation that
// names the amount, or declines it with a reason. A refusal from the server (409: the quote was
// revised, expired or invoiced meanwhile) is shown here, and the request is read again, so the
// section shows the quote as it now is.
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { MessageOrText } from '@shared/coded-message';
import { QUOTE_MESSAGES, type PortalQuote, type PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { InvoiceLinesTable } from '@/components/invoice/invoice-lines-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { RichText } from '@/i18n/rich-text';
import { sharedMessage, shownMessage } from '@/i18n/shared-text';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { useAcceptQuote, useDeclineQuote } from '../api/quote';
import { quoteState } from '../summary-text';
import { DeclineQuoteDialog } from './request-quote-decline-dialog';
import { RequestFacts } from './request-facts';
import { RequestSection } from './request-section';

type OpenDialog = 'accept' | 'decline' | null;

export function RequestQuote({ request }: { request: PortalRequestDetail }) {
  const i18n = useI18n();
  const locale = useLocale();
  const { quote } = request;
  if (!quote) {
    return (
      <RequestSection title={i18n._('account.quote.heading')}>
        <p className="text-sm">{i18n._('account.quote.preparing')}</p>
      </RequestSection>
    );
  }
  return (
    <RequestSection title={i18n._('account.quote.heading')}>
      <RequestFacts
        facts={[
          { label: i18n._('account.quote.amount'), value: formatUsd(quote.amount, locale) },
          {
            label: i18n._('account.quote.validUntil'),
            value: quote.validUntil ? formatCalendarDate(quote.validUntil, locale) : i18n._('account.quote.noEndDate'),
          },
          { label: i18n._('account.quote.state'), value: sentenceCase(quoteState(i18n, quote)) },
        ]}
      />
      {/* One line is the amount again (the Quote dialog's all-in price): lines show when there is more to say. */}
      {quote.lines && quote.lines.length > 1 && (
        <InvoiceLinesTable lines={quote.lines} total={quote.amount} caption={i18n._('account.quote.linesCaption')} />
      )}
      <QuoteAnswer referenceId={request.referenceId} quote={quote} invoiced={request.invoice !== null} />
    </RequestSection>
  );
}

function QuoteAnswer({ referenceId, quote, invoiced }: { referenceId: string; quote: PortalQuote; invoiced: boolean }) {
  const i18n = useI18n();
  const locale = useLocale();
  const accept = useAcceptQuote(referenceId);
  const decline = useDeclineQuote(referenceId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The server's words with their code (409: the quote moved on), shown in the page's language.
  const [failure, setFailure] = useState<MessageOrText>();

  if (quote.response) return <QuoteAnswered quote={quote} response={quote.response} />;
  if (quote.expired) return <Alert>{sharedMessage(i18n, QUOTE_MESSAGES.expired)}</Alert>;
  if (invoiced) return <Alert>{sharedMessage(i18n, QUOTE_MESSAGES.invoiced)}</Alert>;

  const amount = formatUsd(quote.amount, locale);

  async function confirmAccept() {
    setFailure(undefined);
    try {
      // The amount shown: a quote revised since the page loaded is refused, not accepted unseen.
      await accept.mutateAsync({ amount: quote.amount });
      toast({ title: i18n._('account.quote.accepted'), description: i18n._('account.quote.acceptedBody', { referenceId, amount }) });
    } catch (refusal) {
      setFailure(failureRefusal(refusal));
    }
  }

  return (
    <>
      {failure && <Alert variant="destructive">{shownMessage(i18n, failure)}</Alert>}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button size="lg" className="w-full sm:w-auto" onClick={() => setDialog('accept')}>
          <Check aria-hidden />
          {i18n._('account.quote.accept')}
        </Button>
        <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={() => setDialog('decline')}>
          <X aria-hidden />
          {i18n._('account.quote.decline')}
        </Button>
      </div>
      {dialog === 'accept' && (
        <ConfirmActionDialog
          title={i18n._('account.accept.title', { amount, referenceId })}
          record={[
            { label: i18n._('account.accept.reference'), value: referenceId },
            { label: i18n._('account.quote.amount'), value: amount },
            ...(quote.validUntil
              ? [{ label: i18n._('account.quote.validUntil'), value: formatCalendarDate(quote.validUntil, locale) }]
              : []),
          ]}
          consequence={i18n._('account.accept.consequence')}
          confirmLabel={i18n._('account.accept.confirm', { amount })}
          busyLabel={i18n._('account.accept.accepting')}
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
            toast({ title: i18n._('account.quote.declined'), description: i18n._('account.quote.declinedBody') });
          }}
          onClose={(refusal) => {
            setDialog(null);
            if (refusal) setFailure(failureRefusal(refusal));
          }}
        />
      )}
    </>
  );
}

const ANSWERED = {
  accepted: /*i18n*/ { id: 'account.quote.youAccepted' },
  declined: /*i18n*/ { id: 'account.quote.youDeclined' },
};
const ANSWERED_ON = {
  accepted: /*i18n*/ { id: 'account.quote.youAcceptedOn' },
  declined: /*i18n*/ { id: 'account.quote.youDeclinedOn' },
};

function QuoteAnswered({ quote, response }: { quote: PortalQuote; response: keyof typeof ANSWERED }) {
  const i18n = useI18n();
  const locale = useLocale();
  const { respondedAt } = quote;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        {respondedAt ? (
          <RichText
            message={ANSWERED_ON[response]}
            values={{ when: formatViewerDateTime(respondedAt, locale) }}
            components={{ 0: <time dateTime={respondedAt} /> }}
          />
        ) : (
          i18n._(ANSWERED[response])
        )}
      </p>
      {quote.declineReason && (
        <p className="whitespace-pre-line break-words text-muted-foreground">
          {i18n._('account.quote.yourReason', { reason: quote.declineReason })}
        </p>
      )}
    </div>
  );
}

/** "waiting for your answer" as a value of its own: "Waiting for your answer". */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
