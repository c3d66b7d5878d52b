// Sends the queued texts (issue 40; decision 084), like the e-mail worker (infra/email/worker.ts):
// a polling loop every instance runs. Claiming is one short transaction under an advisory lock,
// so every instance shares one pace (SMS_MAX_PER_SECOND: the texts in a sender's hands and those
// Twilio took in the last second) and one count per number; the rows
// are taken FOR UPDATE SKIP LOCKED, so a text another transaction holds (a STOP suppressing it)
// is left alone. Each text is handed to Twilio at most once: a 429 or an error Twilio answered
// puts it back in the queue; an answer that never came marks it failed rather than risk a second copy.
import { sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import { TEXTS_STATUS_WEBHOOK_PATH } from '../../../shared/text-messages/text-messages.js';
import type { Database, Transaction } from '../../db/client.js';
import { createPollingLoop } from '../../infra/polling-loop.js';
import type { DriverSignInLink } from './deps.js';
import { refusalOf, type TextProvider } from './provider.js';
import {
  countHandedOverSince,
  countInPace,
  failAbandonedTexts,
  isOptedOut,
  lockDueTexts,
  markFailed,
  markSending,
  markSent,
  oldestHandedOverSince,
  requeueText,
  SEND_OUTCOME_UNKNOWN,
  setConsent,
  suppressQueuedTo,
  suppressText,
  type TextMessageRow,
} from './repository.js';
import { SIGN_IN_LINK_SLOT } from './text-bodies.js';

export interface TextSenderOptions {
  db: Database;
  provider: TextProvider;
  publicBaseUrl: string;
  /** Texts a second handed to the provider, across instances. */
  maxPerSecond: number;
  /** Texts to one number in any 24 hours. */
  perNumberPerDay: number;
  /** The driver's fresh sign-in link (dispatch's door), made as their text goes. */
  driverSignInLink: DriverSignInLink;
  logger: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** Waits for the pace's second to pass (tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Waits a moment for another sender's text in flight (real time: it ends when Twilio answers). */
  pause?: (ms: number) => Promise<void>;
  pollIntervalMs?: number;
  leaseMs?: number;
  /** Attempts after an error Twilio answered (5xx, a refused connection) before a text is given up. */
  maxAttempts?: number;
  /** The wait before a retry; it doubles with each attempt, to at most ten minutes. */
  firstRetryMs?: number;
}

export interface TextSender {
  start(): void;
  stop(): Promise<void>;
  wake(): void;
  /** Sends every due text within the pace; resolves to how many Twilio took. */
  runOnce(): Promise<number>;
}

/** One lock for every sender of every instance: the pace and the per-number count are shared. */
const PACE_LOCK = sql`select pg_advisory_xact_lock(hashtext('text_messages.sender'))`;
const PACE_WINDOW_MS = 1000;
const IN_FLIGHT_WAIT_MS = 50;
const DAY_MS = 24 * 60 * 60_000;
const LONGEST_RETRY_MS = 10 * 60_000;
// Connection errors where the request never reached Twilio: safe to try again.
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// Twilio's "too many requests": its HTTP 429 and its code.
const RATE_LIMITED_CODE = 20429;
// Twilio's "the recipient replied STOP": we record it as they asked.
const UNSUBSCRIBED_CODE = 21610;

interface Claimed {
  row: TextMessageRow;
  /** The body to send (the stored one, with the driver's fresh link in its slot). */
  body: string;
}

export function createTextSender(options: TextSenderOptions): TextSender {
  const { db, provider, logger } = options;
  const now = options.now ?? (() => new Date());
  const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const sleep = options.sleep ?? realWait;
  const pause = options.pause ?? realWait;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const firstRetryMs = options.firstRetryMs ?? 30_000;
  const statusCallback = options.publicBaseUrl + TEXTS_STATUS_WEBHOOK_PATH;

  const loop = createPollingLoop({
    run: () => runOnce(),
    pollIntervalMs: options.pollIntervalMs ?? 5000,
    logger,
    failureMessage: 'the text message queue could not be processed',
  });

  async function runOnce(): Promise<number> {
    const abandoned = await failAbandonedTexts(db, now());
    if (abandoned > 0) logger.warn({ texts: abandoned }, 'texts left mid-send by a stopped sender marked failed; they are not sent again');
    let sent = 0;
    for (;;) {
      const { claimed, waitMs, inFlight } = await db.transaction((tx) => claim(tx));
      if (claimed.length === 0) {
        if (waitMs === undefined || loop.stopRequested) return sent;
        await (inFlight ? pause(waitMs) : sleep(waitMs));
        continue;
      }
      for (const text of claimed) if (await send(text)) sent++;
      if (loop.stopRequested) return sent;
    }
  }

  // Under the lock: the room left in this second, then each due text checked again and marked sending.
  async function claim(tx: Transaction): Promise<{ claimed: Claimed[]; waitMs?: number; inFlight?: boolean }> {
    await tx.execute(PACE_LOCK);
    const at = now();
    const windowStart = new Date(at.getTime() - PACE_WINDOW_MS);
    const pace = await countInPace(tx, windowStart, at);
    const room = options.maxPerSecond - pace.inFlight - pace.taken;
    if (room <= 0) {
      const due = await lockDueTexts(tx, at, 1);
      if (due.length === 0) return { claimed: [] };
      // Texts in another sender's hands free their place once Twilio answers: look again shortly.
      if (pace.inFlight > 0 && pace.taken < options.maxPerSecond) return { claimed: [], waitMs: IN_FLIGHT_WAIT_MS, inFlight: true };
      const oldest = await oldestHandedOverSince(tx, windowStart);
      return { claimed: [], waitMs: Math.max(1, (oldest?.getTime() ?? at.getTime()) + PACE_WINDOW_MS - at.getTime()) };
    }
    const claimed: Claimed[] = [];
    for (const row of await lockDueTexts(tx, at, room)) {
      if (await isOptedOut(tx, row.toPhone)) {
        await suppressText(tx, row.id, 'opted_out', at);
        continue;
      }
      if ((await countHandedOverSince(tx, new Date(at.getTime() - DAY_MS), row.toPhone)) >= options.perNumberPerDay) {
        await suppressText(tx, row.id, 'number_limit', at);
        continue;
      }
      const body = await bodyToSend(tx, row, at);
      if (body === undefined) {
        await suppressText(tx, row.id, 'no_longer_relevant', at);
        continue;
      }
      await markSending(tx, row.id, at, new Date(at.getTime() + leaseMs));
      claimed.push({ row, body });
    }
    // Every due one suppressed: look again at once.
    return claimed.length === 0 && room > 0 ? await claimAgainIfAnyWereDue(tx, at) : { claimed };
  }

  async function claimAgainIfAnyWereDue(tx: Transaction, at: Date): Promise<{ claimed: Claimed[]; waitMs?: number }> {
    const due = await lockDueTexts(tx, at, 1);
    return due.length === 0 ? { claimed: [] } : { claimed: [], waitMs: 0 };
  }

  // The driver's link works 15 minutes: made now, in the claim's transaction, and never stored.
  async function bodyToSend(tx: Transaction, row: TextMessageRow, at: Date): Promise<string | undefined> {
    if (row.kind !== 'load_assigned' || row.driverProfileId === null) return row.body;
    const link = await options.driverSignInLink(tx, row.driverProfileId, at);
    return link === undefined ? undefined : row.body.replace(SIGN_IN_LINK_SLOT, link);
  }

  async function send({ row, body }: Claimed): Promise<boolean> {
    try {
      const sent = await provider.send({ to: row.toPhone, body, statusCallback });
      await markSent(db, row.id, sent.sid, now());
      return true;
    } catch (error) {
      await recordRefusal(row, error);
      return false;
    }
  }

  async function recordRefusal(row: TextMessageRow, error: unknown): Promise<void> {
    const refusal = refusalOf(error);
    const attempts = row.attempts + 1;
    const code = refusal.code === undefined ? (refusal.status === undefined ? undefined : String(refusal.status)) : String(refusal.code);
    // Never the number or the body: the text's id, kind and Twilio's code say enough.
    const context = { textId: row.id, kind: row.kind, attempts, status: refusal.status, code: refusal.code ?? refusal.networkCode };
    if (refusal.status === 429 || refusal.code === RATE_LIMITED_CODE) {
      // Twilio's pace, not a failure: back in the queue, however often, until it goes.
      const delayMs = Math.min(PACE_WINDOW_MS * 2 ** Math.min(attempts - 1, 8), LONGEST_RETRY_MS);
      await requeueText(db, row.id, new Date(now().getTime() + delayMs), String(RATE_LIMITED_CODE));
      logger.warn({ ...context, retryInMs: delayMs }, 'Twilio asked us to slow down; the text waits and goes later');
      return;
    }
    if (refusal.code === UNSUBSCRIBED_CODE) {
      await db.transaction(async (tx) => {
        await markFailed(tx, row.id, code ?? String(UNSUBSCRIBED_CODE), now());
        await setConsent(tx, row.toPhone, 'opted_out', now(), null);
        await suppressQueuedTo(tx, row.toPhone, now());
      });
      logger.info(context, 'the number had unsubscribed at Twilio; recorded as opted out');
      return;
    }
    const passing =
      (refusal.status !== undefined && refusal.status >= 500) ||
      (refusal.networkCode !== undefined && NEVER_REACHED.has(refusal.networkCode));
    if (passing && attempts < maxAttempts) {
      const delayMs = Math.min(firstRetryMs * 2 ** (attempts - 1), LONGEST_RETRY_MS);
      await requeueText(db, row.id, new Date(now().getTime() + delayMs), code ?? refusal.networkCode ?? null);
      logger.warn({ ...context, retryInMs: delayMs }, 'text not sent; will retry');
      return;
    }
    const known = refusal.status !== undefined || passing;
    await markFailed(db, row.id, known ? (code ?? refusal.networkCode ?? 'unknown') : SEND_OUTCOME_UNKNOWN, now());
    logger.error(
      context,
      known ? 'Twilio refused the text; it will not be retried' : 'no answer from Twilio; the text is marked failed, not sent again',
    );
  }

  return { start: () => loop.start(), stop: () => loop.stop(), wake: () => loop.wake(), runOnce };
}
