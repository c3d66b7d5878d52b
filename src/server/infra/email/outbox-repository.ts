// The SQL of the e-mail outbox. Features queue mail through the outbox object (outbox.ts), in the
// same transaction as their own change; the worker (worker.ts) claims and sends it later.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { oneLine } from './compose.js';
import type { OutgoingEmail } from './outgoing-email.js';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** A claim is known by its row and its attempt number: a later claim of the same row has a higher one. */
export type OutboxClaim = Pick<OutboxEmail, 'id' | 'attempts'>;

export async function enqueueEmails(executor: Executor, emails: readonly OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await executor.insert(emailOutbox).values(
    emails.map((email) => ({
      toAddress: email.to,
      // Subjects hold names and references customers typed: never a line break (a header of its own).
      subject: oneLine(email.subject),
      textBody: email.text,
      htmlBody: email.html ?? null,
      kind: email.kind,
      // Only which documents: the worker makes each PDF from stored data when it sends.
      attachments: email.attachments && email.attachments.length > 0 ? [...email.attachments] : null,
    })),
  );
}

/**
 * Takes up to `limit` due mails, oldest first, for this worker alone: rows another worker has
 * locked are skipped, and the claimed ones are not due again until the lease ends, so a worker
 * that dies mid-send delays a mail by the lease, never loses it. One statement, so its row locks
 * last only as long as it does.
 */
export async function claimDueEmails(db: Database, limit: number, leaseMs: number): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markEmailSent(db: Database, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** Resolves to false when the claim had already passed to another worker (nothing changed). */
export async function scheduleEmailRetry(db: Database, claim: OutboxClaim, error: string, delayMs: number): Promise<boolean> {
  const changed = await db
    .update(emailOutbox)
    .set({ lastError: error, nextAttemptAt: fromNow(delayMs) })
    .where(heldBy(claim))
    .returning({ id: emailOutbox.id });
  return changed.length > 0;
}

/** Resolves to false when the claim had already passed to another worker (nothing changed). */
export async function markEmailFailed(db: Database, claim: OutboxClaim, error: string): Promise<boolean> {
  const changed = await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: error })
    .where(heldBy(claim))
    .returning({ id: emailOutbox.id });
  return changed.length > 0;
}

// A worker whose lease ran out must not overwrite the schedule of the worker that claimed the
// mail after it (or undo a success): its attempt number no longer matches.
function heldBy(claim: OutboxClaim) {
  return and(eq(emailOutbox.id, claim.id), eq(emailOutbox.attempts, claim.attempts), eq(emailOutbox.status, 'pending'));
}

// The database's clock, not this process's: every instance then agrees on what is due.
function fromNow(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}
