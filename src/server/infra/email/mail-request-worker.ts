// Composes what people asked for after their answer (mail-requests.ts, decision 055): each due
// request in a transaction of its own, in which its kind's composer decides and writes what the
// mail needs, the mail is queued in the outbox and the request deleted; so a request is composed
// exactly once, or not at all and tried again. Every app instance runs one; SKIP LOCKED shares the
// rows among them. Woken right after a request is committed, and polling for any it missed (a
// request committed just before a restart, one postponed after a failure).
import type { Database } from '../../db/client.js';
import { enqueueEmails } from './outbox-repository.js';
import {
  claimNextMailRequest,
  deleteMailRequest,
  postponeMailRequest,
  requestedMailOf,
  type MailRequestComposer,
  type MailRequestRow,
} from './mail-requests.js';
import type { MailLogger } from './transports.js';
import { withoutAddresses } from './worker.js';
import { createPollingLoop } from '../polling-loop.js';

export interface MailRequestWorkerOptions {
  db: Database;
  /** One per kind of request. */
  composers: Readonly<Record<string, MailRequestComposer>>;
  logger: MailLogger;
  /** Wakes the e-mail worker once composed mail is committed. */
  mailQueued: () => void;
  pollIntervalMs?: number;
  /** Attempts before a request is given up (a sign-in link is of no use an hour later). */
  maxAttempts?: number;
  /** The wait before a failed request's second attempt; it doubles with each attempt after. */
  firstRetryMs?: number;
}

export interface MailRequestWorker {
  /** Composes due requests now, then every poll interval. */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Asks for a run soon: right after a request is committed. */
  wake(): void;
  /** Composes every due request, at `now` by the composers' clock; resolves to how many were handled. */
  runOnce(now?: Date): Promise<number>;
}

const ERROR_LENGTH = 300;

export function createMailRequestWorker(options: MailRequestWorkerOptions): MailRequestWorker {
  const { db, composers, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 5;
  const firstRetryMs = options.firstRetryMs ?? 10_000;

  const loop = createPollingLoop({ run: () => runOnce(), pollIntervalMs, logger, failureMessage: 'requested mail could not be composed' });

  async function runOnce(now?: Date): Promise<number> {
    let handled = 0;
    let queued = false;
    try {
      for (;;) {
        const outcome = await composeNext(now ?? new Date());
        if (outcome === 'none') return handled;
        handled++;
        if (outcome === 'mailed') queued = true;
        if (loop.stopRequested) return handled;
      }
    } finally {
      if (queued) options.mailQueued();
    }
  }

  /** Composes the oldest due request: 'none' when there is none. */
  async function composeNext(now: Date): Promise<'none' | 'mailed' | 'nothing to mail' | 'failed'> {
    let claimed: MailRequestRow | undefined;
    try {
      return await db.transaction(async (tx) => {
        claimed = await claimNextMailRequest(tx);
        if (!claimed) return 'none';
        const composer = composers[claimed.kind];
        if (!composer) throw new Error(`no composer for mail requests of kind '${claimed.kind}'`);
        const mails = await composer(tx, requestedMailOf(claimed), now);
        await enqueueEmails(tx, mails);
        await deleteMailRequest(tx, claimed.id);
        return mails.length > 0 ? 'mailed' : 'nothing to mail';
      });
    } catch (error) {
      // Nothing claimed: the database itself failed; the run ends and the next poll tries again.
      if (!claimed) throw error;
      await recordFailure(claimed, error);
      return 'failed';
    }
  }

  async function recordFailure(request: MailRequestRow, error: unknown): Promise<void> {
    const reason = shortReason(error);
    const context = { mailRequestId: request.id, kind: request.kind, attempts: request.attempts + 1, reason: withoutAddresses(reason) };
    if (request.attempts + 1 >= maxAttempts) {
      await deleteMailRequest(db, request.id);
      logger.error(context, 'a requested mail could not be composed after its last attempt; it is dropped');
      return;
    }
    const delayMs = firstRetryMs * 2 ** request.attempts;
    await postponeMailRequest(db, request.id, reason, delayMs);
    logger.warn({ ...context, retryInSeconds: delayMs / 1000 }, 'a requested mail could not be composed; will retry');
  }

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake: () => loop.wake(),
    runOnce,
  };
}

// Stored in the row and logged: one short line.
function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, ERROR_LENGTH);
}
