// The text_messages, text_consents and text_subscriptions rows (issue 40; decision 084).
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { TextKind, TextRecipient, TextStatus, TextSuppressionReason } from '../../../shared/text-messages/text-messages.js';
import type { Locale } from '../../../shared/i18n.js';
import type { Executor, Transaction } from '../../db/client.js';
import { textConsents, textMessages, textSubscriptions } from '../../db/schema.js';

export type TextMessageRow = typeof textMessages.$inferSelect;
export type TextSubscriptionRow = typeof textSubscriptions.$inferSelect;

export interface NewText {
  serviceRequestId: number | null;
  driverProfileId: number | null;
  recipient: TextRecipient;
  kind: TextKind;
  dedupeKey: string;
  toPhone: string;
  language: Locale;
  timeZone: string;
  body: string;
  sendAfter: Date;
  createdAt: Date;
  status: 'queued' | 'suppressed';
  suppressionReason: TextSuppressionReason | null;
}

/** Inserts the text unless its dedupe key is already there; its id, or undefined when it was. */
export async function insertText(executor: Executor, text: NewText): Promise<number | undefined> {
  const [row] = await executor
    .insert(textMessages)
    .values(text)
    .onConflictDoNothing({ target: textMessages.dedupeKey })
    .returning({ id: textMessages.id });
  return row?.id;
}

export async function isOptedOut(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor.select({ state: textConsents.state }).from(textConsents).where(eq(textConsents.phone, phone)).limit(1);
  return row?.state === 'opted_out';
}

/**
 * Whether this load already texted this number (its first text says how to stop); for a text about
 * no load (a driver's qualification alert), whether such a text went to it before.
 */
export async function loadTextedNumberBefore(executor: Executor, serviceRequestId: number | null, phone: string): Promise<boolean> {
  const sameLoad = serviceRequestId === null ? isNull(textMessages.serviceRequestId) : eq(textMessages.serviceRequestId, serviceRequestId);
  const [row] = await executor
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(sameLoad, eq(textMessages.toPhone, phone)))
    .limit(1);
  return row !== undefined;
}

/** Texts handed to the provider since `since` (the pace across instances, and the per-number limit). */
const HANDED_OVER: TextStatus[] = ['sending', 'sent', 'delivered', 'undelivered'];
/** Texts Twilio took (sent_at: when it answered). */
const TAKEN: TextStatus[] = ['sent', 'delivered', 'undelivered'];

export async function countHandedOverSince(executor: Executor, since: Date, phone?: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(textMessages)
    .where(
      and(
        gt(textMessages.sentAt, since),
        inArray(textMessages.status, HANDED_OVER),
        phone === undefined ? undefined : eq(textMessages.toPhone, phone),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Texts taking up the provider's current second: those in a sender's hands now, and those Twilio
 * took since `since` (their sent_at is when Twilio answered, so no text of ours reaches Twilio
 * within a second of one it took before, whatever the network's delay).
 */
export async function countInPace(executor: Executor, since: Date, now: Date): Promise<{ inFlight: number; taken: number }> {
  // One statement, one snapshot: a text moving from sending to sent meanwhile is counted once, never in neither.
  // A text whose lease ended was left by a stopped sender: it holds no place (failAbandonedTexts marks it).
  const inFlight = and(eq(textMessages.status, 'sending'), gt(textMessages.leaseUntil, now));
  const taken = and(inArray(textMessages.status, TAKEN), gt(textMessages.sentAt, since));
  const [row] = await executor
    .select({
      inFlight: sql<number>`count(*) filter (where ${inFlight})::int`,
      taken: sql<number>`count(*) filter (where ${taken})::int`,
    })
    .from(textMessages)
    .where(or(inFlight, taken));
  return { inFlight: row?.inFlight ?? 0, taken: row?.taken ?? 0 };
}

/** The oldest hand-over since `since`: the pace's window frees a second after it. */
export async function oldestHandedOverSince(executor: Executor, since: Date): Promise<Date | undefined> {
  const [row] = await executor
    .select({ sentAt: textMessages.sentAt })
    .from(textMessages)
    .where(and(gt(textMessages.sentAt, since), inArray(textMessages.status, TAKEN)))
    .orderBy(asc(textMessages.sentAt))
    .limit(1);
  return row?.sentAt ?? undefined;
}

/** Due queued texts, oldest first, locked for this transaction; rows another holds are skipped. */
export function lockDueTexts(tx: Transaction, now: Date, limit: number): Promise<TextMessageRow[]> {
  return tx
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.status, 'queued'), lte(textMessages.sendAfter, now)))
    .orderBy(asc(textMessages.sendAfter), asc(textMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSending(tx: Transaction, id: number, now: Date, leaseUntil: Date): Promise<void> {
  await tx
    .update(textMessages)
    .set({ status: 'sending', sentAt: now, leaseUntil, attempts: sql`${textMessages.attempts} + 1` })
    .where(eq(textMessages.id, id));
}

export async function suppressText(executor: Executor, id: number, reason: TextSuppressionReason, now: Date): Promise<void> {
  await executor
    .update(textMessages)
    .set({ status: 'suppressed', suppressionReason: reason, leaseUntil: null, statusAt: now })
    .where(eq(textMessages.id, id));
}

/** Twilio took it, now: its SID, 'sent' (its callbacks move it on from there). */
export async function markSent(executor: Executor, id: number, sid: string, now: Date): Promise<void> {
  await executor
    .update(textMessages)
    .set({ status: 'sent', providerMessageId: sid, sentAt: now, leaseUntil: null, statusAt: now })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

/** Back in the queue until `at` (Twilio's pace, or a passing error): it never went. */
export async function requeueText(executor: Executor, id: number, at: Date, errorCode: string | null): Promise<void> {
  await executor
    .update(textMessages)
    .set({ status: 'queued', sendAfter: at, sentAt: null, leaseUntil: null, errorCode })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

export async function markFailed(executor: Executor, id: number, errorCode: string, now: Date): Promise<void> {
  await executor
    .update(textMessages)
    .set({ status: 'failed', errorCode, leaseUntil: null, statusAt: now })
    .where(and(eq(textMessages.id, id), eq(textMessages.status, 'sending')));
}

/**
 * Texts a sender claimed and never finished (it stopped mid-send): Twilio may have taken them, so
 * they are not sent again (at most once; decision 084) but marked failed, for the office to see.
 */
export async function failAbandonedTexts(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .update(textMessages)
    .set({ status: 'failed', errorCode: SEND_OUTCOME_UNKNOWN, leaseUntil: null, statusAt: now })
    .where(and(eq(textMessages.status, 'sending'), isNotNull(textMessages.leaseUntil), lte(textMessages.leaseUntil, now)))
    .returning({ id: textMessages.id });
  return rows.length;
}

/** The error code of a text whose hand-over has no known outcome (Twilio may have it). */
export const SEND_OUTCOME_UNKNOWN = 'send_outcome_unknown';

export async function setConsent(
  executor: Executor,
  phone: string,
  state: 'opted_in' | 'opted_out',
  at: Date,
  providerMessageId: string | null,
): Promise<boolean> {
  const [before] = await executor.select({ state: textConsents.state }).from(textConsents).where(eq(textConsents.phone, phone)).limit(1);
  await executor
    .insert(textConsents)
    .values({ phone, state, changedAt: at, providerMessageId })
    .onConflictDoUpdate({ target: textConsents.phone, set: { state, changedAt: at, providerMessageId } });
  return before?.state !== state;
}

/** Every queued text to the number: suppressed at once (it said STOP). */
export async function suppressQueuedTo(executor: Executor, phone: string, now: Date): Promise<number> {
  const rows = await executor
    .update(textMessages)
    .set({ status: 'suppressed', suppressionReason: 'opted_out', statusAt: now })
    .where(and(eq(textMessages.toPhone, phone), eq(textMessages.status, 'queued')))
    .returning({ id: textMessages.id });
  return rows.length;
}

/** The language of the number's newest subscription (HELP is answered in it). */
export async function newestLanguageOf(executor: Executor, phone: string): Promise<Locale | undefined> {
  const [row] = await executor
    .select({ language: textSubscriptions.language })
    .from(textSubscriptions)
    .where(eq(textSubscriptions.phone, phone))
    .orderBy(desc(textSubscriptions.updatedAt))
    .limit(1);
  return row?.language;
}

/** The order a text's statuses come in: a callback never moves one back (a late 'sent' after 'delivered'). */
const STATUS_RANK: Record<'sent' | 'delivered' | 'undelivered' | 'failed', number> = { sent: 1, delivered: 2, undelivered: 2, failed: 2 };

export async function recordProviderStatus(
  executor: Executor,
  sid: string,
  status: 'sent' | 'delivered' | 'undelivered' | 'failed',
  errorCode: string | null,
  at: Date,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: textMessages.id, status: textMessages.status })
    .from(textMessages)
    .where(eq(textMessages.providerMessageId, sid))
    .limit(1)
    .for('update');
  if (!row) return false;
  const current = row.status in STATUS_RANK ? STATUS_RANK[row.status as keyof typeof STATUS_RANK] : 0;
  if (row.status === 'delivered' || STATUS_RANK[status] < current) return false;
  await executor
    .update(textMessages)
    .set({ status, errorCode: errorCode ?? sql`${textMessages.errorCode}`, statusAt: at })
    .where(eq(textMessages.id, row.id));
  return true;
}

export function subscriptionsOf(executor: Executor, serviceRequestId: number): Promise<TextSubscriptionRow[]> {
  return executor.select().from(textSubscriptions).where(eq(textSubscriptions.serviceRequestId, serviceRequestId));
}

export function textsOfRequest(executor: Executor, serviceRequestId: number): Promise<TextMessageRow[]> {
  return executor
    .select()
    .from(textMessages)
    .where(eq(textMessages.serviceRequestId, serviceRequestId))
    .orderBy(desc(textMessages.createdAt), desc(textMessages.id));
}
