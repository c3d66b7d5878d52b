// Mail someone asked for that only an account's owner may get: a sign-in link and code, a
// password-reset link (decision 055). Asking writes one mail_requests row, the same statement for
// every address, and the route answers; whether the address is anyone's, and everything that
// follows from it (a sign-in row, an audit event, the mail), is decided after the answer by the
// kind's composer, run by the mail-request worker (mail-request-worker.ts). So no answer says, or
// takes longer to say, that an address belongs to someone. Here: the row's shape and its SQL.
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n.js';
import type { Executor, Transaction } from '../../db/client.js';
import { mailRequests } from '../../db/schema.js';
import type { OutgoingEmail } from './outgoing-email.js';

/** What a route knows when someone asks: nothing about whether the address is anyone's. */
export interface MailRequest {
  /** Which mail, e.g. 'customer-sign-in': names the composer. */
  kind: string;
  /** The address as asked for, normalised by the route's schema. */
  to: string;
  /** The language of the page it was asked from. */
  language: Locale;
  /** Where the request came from (an audit origin): kept on what the composer makes. */
  origin: { clientAddress: string | null; requestId: string | null };
}

/** A request as its composer gets it: with when it was asked. */
export interface RequestedMail extends MailRequest {
  requestedAt: Date;
}

/**
 * Decides, in the worker's transaction, what a request comes to: the mail to queue (none for an
 * address that is no one's, or one that was mailed a moment ago), after writing whatever the mail
 * needs (a sign-in, an audit event) in the same transaction. `now` is the worker's clock.
 */
export type MailRequestComposer = (tx: Transaction, request: RequestedMail, now: Date) => Promise<readonly OutgoingEmail[]>;

export type MailRequestRow = typeof mailRequests.$inferSelect;

export async function insertMailRequest(executor: Executor, request: MailRequest): Promise<void> {
  await executor.insert(mailRequests).values({
    kind: request.kind,
    toAddress: request.to,
    language: request.language,
    clientAddress: request.origin.clientAddress,
    requestId: request.origin.requestId,
  });
}

/**
 * The oldest due request, locked for this transaction alone: a request another worker is composing
 * is skipped, so two workers never compose the same one.
 */
export async function claimNextMailRequest(tx: Transaction): Promise<MailRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(mailRequests)
    .where(lte(mailRequests.nextAttemptAt, sql`now()`))
    .orderBy(asc(mailRequests.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteMailRequest(executor: Executor, id: number): Promise<void> {
  await executor.delete(mailRequests).where(eq(mailRequests.id, id));
}

/** A composer failed: the request is tried again after `delayMs` (the database's clock), with the reason kept. */
export async function postponeMailRequest(executor: Executor, id: number, error: string, delayMs: number): Promise<number | undefined> {
  const [row] = await executor
    .update(mailRequests)
    .set({
      attempts: sql`${mailRequests.attempts} + 1`,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(mailRequests.id, id))
    .returning({ attempts: mailRequests.attempts });
  return row?.attempts;
}

export function requestedMailOf(row: MailRequestRow): RequestedMail {
  return {
    kind: row.kind,
    to: row.toAddress,
    language: row.language,
    origin: { clientAddress: row.clientAddress, requestId: row.requestId },
    requestedAt: row.createdAt,
  };
}
