// Sends what features put in the e-mail outbox. Every app instance runs one worker; row locks
// share the work among them, so each mail is in one worker's hands at a time.
import addressparser from 'nodemailer/lib/addressparser';
import type { Database } from '../../db/client.js';
import type { MailDocument } from './mail-documents.js';
import { claimDueEmails, markEmailFailed, markEmailSent, scheduleEmailRetry, type OutboxEmail } from './outbox-repository.js';
import type { MailAttachment, MailLogger, MailToSend, MailTransport } from './transports.js';
import { createPollingLoop } from '../polling-loop.js';

/** A document a mail carries, made as a file; undefined when the document no longer exists. */
export type MailDocumentRenderer = (document: MailDocument) => Promise<{ filename: string; content: Buffer } | undefined>;

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The From header of every mail; its domain also names the Message-IDs. */
  from: string;
  logger: MailLogger;
  pollIntervalMs?: number;
  /** Attempts before a mail is given up as failed. */
  maxAttempts?: number;
  /** How long a claimed mail stays with its worker before another may try it. */
  leaseMs?: number;
  /** Mails claimed at a time. */
  batchSize?: number;
  /** The wait before a failed mail's second attempt; it doubles with each attempt after. */
  firstRetryMs?: number;
  /**
   * Makes the PDFs a mail carries (features/documents), at send time from stored data. Without
   * it a mail that carries documents is not sent (a failed attempt, retried): never without them.
   */
  renderMailDocument?: MailDocumentRenderer;
}

export interface OutboxWorker {
  /** Sends due mail now, then every poll interval. */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Asks for a run soon: a feature calls it right after queueing mail. */
  wake(): void;
  /** Sends every due mail; resolves to how many were sent. */
  runOnce(): Promise<number>;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const ERROR_LENGTH = 300;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 5;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const messageIdDomain = domainOf(from);

  const loop = createPollingLoop({
    run: () => runOnce(),
    pollIntervalMs,
    logger,
    failureMessage: 'the e-mail outbox could not be processed',
  });

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(db, batchSize, leaseMs);
      if (batch.length === 0) return sent;
      sent += await sendBatch(batch);
      if (loop.stopRequested) return sent;
    }
  }

  async function sendBatch(batch: OutboxEmail[]): Promise<number> {
    const halfLeaseAt = Date.now() + leaseMs / 2;
    let sent = 0;
    for (const email of batch) {
      // A slow mail server must not keep us sending past our lease, when another worker may
      // take the same mails: the rest of the batch waits for the lease to end instead.
      if (Date.now() > halfLeaseAt) break;
      if (await sendEmail(email)) sent++;
    }
    return sent;
  }

  async function sendEmail(email: OutboxEmail): Promise<boolean> {
    try {
      await transport.send(toMailToSend(email, await attachmentsOf(email)));
    } catch (error) {
      await recordFailure(email, shortReason(error));
      return false;
    }
    await markEmailSent(db, email.id);
    return true;
  }

  async function recordFailure(email: OutboxEmail, reason: string): Promise<void> {
    // A mail server's refusal often names the recipient ("550 <jo@example.com>: no such user"):
    // the outbox row keeps it for the operator; the log line does not.
    const context = { outboxId: email.id, kind: email.kind, attempts: email.attempts, reason: withoutAddresses(reason) };
    const lastAttempt = email.attempts >= maxAttempts;
    const delayMs = retryDelayMs(firstRetryMs, email.attempts);
    const recorded = lastAttempt ? await markEmailFailed(db, email, reason) : await scheduleEmailRetry(db, email, reason, delayMs);
    if (!recorded) {
      logger.warn(context, 'mail not sent; its lease had ended and another worker has it now');
    } else if (lastAttempt) {
      logger.error(context, 'mail failed for good after its last attempt; it will not be retried');
    } else {
      logger.warn({ ...context, retryInSeconds: delayMs / 1000 }, 'mail not sent; will retry');
    }
  }

  // Made again on every attempt: a PDF made from the same stored data is the same file, and an
  // attempt after a refund shows the refund.
  async function attachmentsOf(email: OutboxEmail): Promise<MailAttachment[]> {
    const documents = email.attachments ?? [];
    if (documents.length === 0) return [];
    const render = options.renderMailDocument;
    if (!render) throw new Error('this mail carries documents, but the worker was given no renderMailDocument to make them');
    const attachments: MailAttachment[] = [];
    for (const document of documents) {
      const file = await render(document);
      if (file) {
        attachments.push({ filename: file.filename, content: file.content, contentType: 'application/pdf' });
      } else {
        // The mail's words still hold (an invoice voided since, say); a mail that never goes would help no one.
        logger.warn(
          { outboxId: email.id, kind: email.kind, document: document.kind },
          'a document this mail carries no longer exists; sent without it',
        );
      }
    }
    return attachments;
  }

  function toMailToSend(email: OutboxEmail, attachments: readonly MailAttachment[]): MailToSend {
    return {
      outboxId: email.id,
      kind: email.kind,
      // The same id on every attempt: a receiver can drop the copy of a rare resend.
      messageId: `<outbox-${email.id}@${messageIdDomain}>`,
      from,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody ?? undefined,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
  }

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    wake: () => loop.wake(),
    runOnce,
  };
}

/** 30 s after the first failed attempt, then doubling: 1 min, 2 min, ... at most an hour. */
function retryDelayMs(firstRetryMs: number, attempts: number): number {
  return Math.min(firstRetryMs * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

// Stored in the row and logged: one short line, with anything shaped like a URL's user:password
// removed, since a transport error may quote its connection settings.
function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/\/\/[^/\s@]*@/g, '//')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ERROR_LENGTH);
}

function domainOf(from: string): string {
  const address = addressparser(from, { flatten: true })[0]?.address ?? '';
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (!address.includes('@') || !domain) throw new Error(`The From address has no domain: ${from}`);
  return domain;
}

/** The text with every e-mail address replaced, for log lines. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');
}
