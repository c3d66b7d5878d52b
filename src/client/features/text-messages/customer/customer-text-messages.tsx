// The Text messages section of the customer's request page (issue 40): one card for the customer's
// own mobile and one for the delivery contact's, each with the moments to be texted at and the
// consent's exact words. With no SMS provider configured it says texts are not available, and
// nothing else. In the page's language.
import { useId } from 'react';
import { TEXT_SUBSCRIBERS, type TextSubscriber } from '@shared/text-messages/text-messages';
import { TEXT_CONSENT_MESSAGES } from '@shared/text-messages/text-consent';
import { Alert } from '@/components/ui/alert';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { failureRefusal } from '@/lib/failure-message';
import { useCustomerTexts } from './api';
import { SubscriberCard } from './subscriber-card';

export interface CustomerTextMessagesProps {
  referenceId: string;
  /** The phone the request was sent with, to offer for the customer's own card before they subscribe. */
  contactPhone?: string | undefined;
}

export function CustomerTextMessages({ referenceId, contactPhone }: CustomerTextMessagesProps) {
  const i18n = useI18n();
  const headingId = useId();
  const texts = useCustomerTexts(referenceId);
  // Signed out or not theirs: the page around says so already.
  if (texts.isError && texts.error instanceof ApiError && (texts.error.status === 401 || texts.error.status === 404)) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {i18n._('account.texts.heading')}
      </h2>
      {texts.isPending && <p className="text-sm text-muted-foreground">{i18n._('account.texts.loading')}</p>}
      {texts.isError && (
        <Alert variant="destructive">
          {i18n._('account.texts.loadFailed', { reason: shownMessage(i18n, failureRefusal(texts.error)) })}
        </Alert>
      )}
      {texts.data &&
        (texts.data.available ? (
          <>
            <p className="text-sm text-muted-foreground">{i18n._('account.texts.intro')}</p>
            <div className="grid gap-4 md:grid-cols-2">
              {TEXT_SUBSCRIBERS.map((subscriber) => (
                <SubscriberCard
                  key={subscriber}
                  referenceId={referenceId}
                  subscriber={subscriber}
                  saved={texts.data[subscriber]}
                  suggestedPhone={suggestedPhone(subscriber, contactPhone)}
                />
              ))}
            </div>
          </>
        ) : (
          <p className="text-sm">{i18n._(TEXT_CONSENT_MESSAGES.notAvailable)}</p>
        ))}
    </section>
  );
}

/** Only the customer's own card is offered the request's phone: the delivery contact's is theirs to give. */
function suggestedPhone(subscriber: TextSubscriber, contactPhone: string | undefined): string {
  return subscriber === 'customer' ? (contactPhone ?? '') : '';
}
