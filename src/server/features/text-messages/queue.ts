// Queueing a text (issue 40; decision 084), inside the transaction of what caused it: a replayed
// driver update reaches the same milestone with the same dedupe key and queues nothing more; a
// number that said STOP gets its text kept, suppressed; quiet hours set when it may go.
import type { Locale } from '../../../shared/i18n.js';
import type { TextKind, TextRecipient } from '../../../shared/text-messages/text-messages.js';
import type { Executor } from '../../db/client.js';
import { earliestSendTime } from './quiet-hours.js';
import { insertText, isOptedOut, loadTextedNumberBefore } from './repository.js';
import { textBody, type TextLapse } from './text-bodies.js';

export interface TextToQueue {
  /** The load the text is about; null for a text about none (a driver's qualification alert). */
  serviceRequestId: number | null;
  /** The driver's profile, for their 'load_assigned' and 'qualification_lapsing'. */
  driverProfileId?: number | undefined;
  recipient: TextRecipient;
  kind: TextKind;
  /** One text per key, ever: e.g. 'request:12:consignee:picked_up'. */
  dedupeKey: string;
  /** E.164. */
  toPhone: string;
  language: Locale;
  /** The recipient's IANA zone: quiet hours are theirs. */
  timeZone: string;
  companyName: string;
  referenceId: string;
  trackingUrl?: string | null | undefined;
  /** What lapses and when, for 'qualification_lapsing'. */
  lapse?: TextLapse | undefined;
}

/** The text's id when it was queued (or kept suppressed), undefined when its key was queued before. */
export async function queueText(executor: Executor, text: TextToQueue, now: Date): Promise<number | undefined> {
  const optedOut = await isOptedOut(executor, text.toPhone);
  const withOptOut = !(await loadTextedNumberBefore(executor, text.serviceRequestId, text.toPhone));
  const body = textBody({
    kind: text.kind,
    language: text.language,
    companyName: text.companyName,
    referenceId: text.referenceId,
    trackingUrl: text.trackingUrl,
    lapse: text.lapse,
    withOptOut,
  });
  return insertText(executor, {
    serviceRequestId: text.serviceRequestId,
    driverProfileId: text.driverProfileId ?? null,
    recipient: text.recipient,
    kind: text.kind,
    dedupeKey: text.dedupeKey,
    toPhone: text.toPhone,
    language: text.language,
    timeZone: text.timeZone,
    body,
    sendAfter: earliestSendTime(text.kind, now, text.timeZone),
    createdAt: now,
    status: optedOut ? 'suppressed' : 'queued',
    suppressionReason: optedOut ? 'opted_out' : null,
  });
}
