// Every text kept for a request, newest first as the server lists them: when, to whom (the
// recipient and the number: whole for staff, as they dial it; as given when the server masked it),
// the kind, the status with its reason or the provider's error code, the time a text held for quiet
// hours may go, and the body behind a disclosure.
import { formatDateTime } from '@shared/calendar-date';
import { formatPhone } from '@shared/format';
import { toE164UsNumber, type TextMessageView } from '@shared/text-messages/text-messages';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { KIND_LABELS, RECIPIENT_LABELS, STATUS_LABELS, SUPPRESSION_LABELS } from './office-text-labels';

const STATUS_TONES: Record<TextMessageView['status'], BadgeProps['tone']> = {
  queued: 'neutral',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  undelivered: 'orange',
  failed: 'red',
  suppressed: 'yellow',
};

export function TextMessageList({ messages }: { messages: readonly TextMessageView[] }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No texts sent for this request yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Texts">
      {messages.map((message) => (
        <TextMessageRow key={message.id} message={message} />
      ))}
    </ul>
  );
}

function TextMessageRow({ message }: { message: TextMessageView }) {
  const heldUntil = heldForLater(message);
  return (
    <li className="rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-muted-foreground">{formatDateTime(message.createdAt)}</span>
        <span className="font-medium">
          {RECIPIENT_LABELS[message.recipient]} · <span className="tabular-nums">{shownNumber(message.to)}</span>
        </span>
        <span>{KIND_LABELS[message.kind]}</span>
        <Badge tone={STATUS_TONES[message.status]}>{statusText(message)}</Badge>
      </div>
      {heldUntil && <p className="mt-1 text-muted-foreground">Held for quiet hours: may go at {formatDateTime(heldUntil)}</p>}
      <details className="mt-1">
        <summary className="cursor-pointer text-muted-foreground">Message ({message.language === 'es' ? 'Spanish' : 'English'})</summary>
        <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
      </details>
    </li>
  );
}

/** The status with why: the provider's error code, or the reason a text was held back. */
export function statusText(message: TextMessageView): string {
  const label = STATUS_LABELS[message.status];
  if (message.status === 'suppressed' && message.suppressionReason) return `${label}: ${SUPPRESSION_LABELS[message.suppressionReason]}`;
  if ((message.status === 'undelivered' || message.status === 'failed') && message.errorCode)
    return `${label} (error ${message.errorCode})`;
  return label;
}

/** A queued text whose time to go is later than when it was queued: quiet hours moved it (its sendAfter). */
function heldForLater(message: TextMessageView): string | undefined {
  if (message.status !== 'queued') return undefined;
  return Date.parse(message.sendAfter) > Date.parse(message.createdAt) ? message.sendAfter : undefined;
}

/** A whole number as staff dial it, (312) 555-0123; a masked one as the server gave it. */
function shownNumber(to: string): string {
  return toE164UsNumber(to) ? formatPhone(to) : to;
}
