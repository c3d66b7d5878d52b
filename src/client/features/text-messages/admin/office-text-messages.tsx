// A request's Text messages in the back office's View dialog (issue 40): who gets texts (the
// customer and the delivery contact: the number in full, the moments, where and when they agreed,
// whether the number replied STOP), an editor for operations ('text-updates': record consent given
// by phone, stop texts) hidden from other roles, and every text kept with its status.
import { MessageSquarePlus, MessageSquareX } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import { formatPhone } from '@shared/format';
import { TEXT_SUBSCRIBERS, type TextSubscriber, type TextSubscriptionView } from '@shared/text-messages/text-messages';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { useOfficeTexts, useStopOfficeText } from './api';
import { CONSENT_SOURCE_LABELS, MILESTONE_LABELS, RECIPIENT_LABELS } from './office-text-labels';
import { RecordConsentDialog } from './record-consent-dialog';
import { TextMessageList } from './text-message-list';

type Editing = { action: 'record' | 'stop'; subscriber: TextSubscriber };

export function OfficeTextMessages({ requestId }: { requestId: number }) {
  const texts = useOfficeTexts(requestId);
  const mayUpdate = useMayUse('text-updates');
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingId = `text-messages-${requestId}`;
  if (texts.isPending) return null;
  if (texts.isError) return <Alert variant="destructive">Could not load the text messages: {failureMessage(texts.error)}</Alert>;
  const { available } = texts.data;
  // With texts off the server refuses changes (409): the editor is offered only when they can be made.
  const offersEditor = mayUpdate && available;
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Text messages</DetailHeading>
      <div className="flex flex-col gap-3">
        {!available && <p className="text-sm text-muted-foreground">Text messages are not available: no SMS provider is set up.</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          {TEXT_SUBSCRIBERS.map((subscriber) => (
            <SubscriptionCard
              key={subscriber}
              subscriber={subscriber}
              saved={texts.data[subscriber]}
              offersEditor={offersEditor}
              onEdit={(action) => setEditing({ action, subscriber })}
            />
          ))}
        </div>
        <h4 className="text-sm font-semibold">Texts sent</h4>
        <TextMessageList messages={texts.data.messages ?? []} />
      </div>
      {editing?.action === 'record' && (
        <RecordConsentDialog
          requestId={requestId}
          subscriber={editing.subscriber}
          saved={texts.data[editing.subscriber]}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.action === 'stop' && (
        <StopTextsDialog
          requestId={requestId}
          subscriber={editing.subscriber}
          saved={texts.data[editing.subscriber]}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

interface SubscriptionCardProps {
  subscriber: TextSubscriber;
  saved: TextSubscriptionView | null;
  offersEditor: boolean;
  onEdit: (action: Editing['action']) => void;
}

function SubscriptionCard({ subscriber, saved, offersEditor, onEdit }: SubscriptionCardProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span id={titleId} className="font-medium">
          {RECIPIENT_LABELS[subscriber]}
        </span>
        {saved?.optedOut && <Badge tone="red">Replied STOP</Badge>}
      </div>
      {saved ? (
        <dl className="grid gap-1">
          <div>
            <dt className="sr-only">Mobile number</dt>
            <dd className="font-medium tabular-nums">{formatPhone(saved.phone)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Texted at</dt>
            <dd>{saved.milestones.map((milestone) => MILESTONE_LABELS[milestone]).join(', ')}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Consent</dt>
            <dd>
              Agreed {CONSENT_SOURCE_LABELS[saved.consentSource]}, {formatDateTime(saved.consentedAt)} (
              {saved.language === 'es' ? 'Spanish' : 'English'})
            </dd>
          </div>
          {saved.optedOut && (
            <div>
              <dt className="sr-only">Opted out</dt>
              <dd>This number replied STOP: no texts go to it until it replies START.</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-muted-foreground">No texts.</p>
      )}
      {offersEditor && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => onEdit('record')}>
            <MessageSquarePlus aria-hidden />
            {saved ? 'Change texts' : 'Record consent by phone'}
          </Button>
          {saved && (
            <Button size="sm" variant="outline" onClick={() => onEdit('stop')}>
              <MessageSquareX aria-hidden />
              Stop texts
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function StopTextsDialog({
  requestId,
  subscriber,
  saved,
  onClose,
}: {
  requestId: number;
  subscriber: TextSubscriber;
  saved: TextSubscriptionView | null;
  onClose: () => void;
}) {
  const stop = useStopOfficeText(requestId);
  return (
    <ConfirmActionDialog
      title={`Stop texts to the ${RECIPIENT_LABELS[subscriber].toLowerCase()}?`}
      record={saved ? [{ label: 'Mobile number', value: formatPhone(saved.phone) }] : []}
      consequence="No more texts about this load go to this number."
      confirmLabel="Stop texts"
      busyLabel="Stopping…"
      tone="destructive"
      onConfirm={async () => {
        await stop.mutateAsync(subscriber);
        toast({ title: `Texts stopped for the ${RECIPIENT_LABELS[subscriber].toLowerCase()}` });
      }}
      onClose={onClose}
    />
  );
}
