// The mail-request worker against a real database, with composers made up for the test: a request
// is composed once (its mail queued and the request deleted together), a request that comes to
// nothing leaves nothing, a composer that fails leaves nothing it wrote and is tried again later,
// then dropped, and two workers at once compose each request once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { emailOutbox, mailRequests } from '../../db/schema.js';
import { createMailRequestWorker, type MailRequestWorkerOptions } from './mail-request-worker.js';
import type { MailRequest, MailRequestComposer } from './mail-requests.js';
import { insertMailRequest } from './mail-requests.js';
import { enqueueEmails } from './outbox-repository.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailRequests);
  await database.db.delete(emailOutbox);
});

const logged: { level: string; message: string; context: object }[] = [];
const logger = {
  info: (context: object, message: string) => logged.push({ level: 'info', context, message }),
  warn: (context: object, message: string) => logged.push({ level: 'warn', context, message }),
  error: (context: object, message: string) => logged.push({ level: 'error', context, message }),
} as unknown as MailRequestWorkerOptions['logger'];

function request(to: string, kind = 'greeting'): MailRequest {
  return { kind, to, language: 'en', origin: { clientAddress: '10.9.8.7', requestId: 'req-1' } };
}

/** Mails a greeting to addresses at example.com; anyone else gets nothing. */
const greeting: MailRequestComposer = async (_tx, asked) =>
  asked.to.endsWith('@example.com')
    ? [{ to: asked.to, subject: 'Hello', text: `Hello from ${asked.origin.clientAddress}`, kind: 'greeting' }]
    : [];

function worker(composers: Record<string, MailRequestComposer>, woken: { count: number } = { count: 0 }) {
  return createMailRequestWorker({
    db: database.db,
    composers,
    logger,
    mailQueued: () => {
      woken.count++;
    },
    firstRetryMs: 60_000,
    maxAttempts: 2,
  });
}

describe('composing requested mail', () => {
  it('queues what the composer answers and deletes the request; nothing for an address that is no one’s', async () => {
    await insertMailRequest(database.db, request('ana@example.com'));
    await insertMailRequest(database.db, request('nobody@elsewhere.example'));
    const woken = { count: 0 };
    expect(await worker({ greeting }, woken).runOnce()).toBe(2);

    const mails = await database.db.select().from(emailOutbox);
    expect(mails).toMatchObject([{ toAddress: 'ana@example.com', textBody: 'Hello from 10.9.8.7', status: 'pending' }]);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect(woken.count).toBe(1);
  });

  it('keeps nothing a failing composer wrote, tries again later, then drops the request and says so', async () => {
    await insertMailRequest(database.db, request('ana@example.com'));
    const failing: MailRequestComposer = async (tx) => {
      await enqueueEmails(tx, [{ to: 'half@example.com', subject: 'half', text: 'half done', kind: 'greeting' }]);
      throw new Error('the composer broke');
    };
    const woken = { count: 0 };
    expect(await worker({ greeting: failing }, woken).runOnce()).toBe(1);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(woken.count).toBe(0);
    const [row] = await database.db.select().from(mailRequests);
    expect(row).toMatchObject({ attempts: 1, lastError: 'the composer broke' });
    const [wait] = await selectRows<{ seconds: number }>(
      database.db,
      sql`select extract(epoch from (next_attempt_at - now()))::float as seconds from mail_requests`,
    );
    expect(wait?.seconds).toBeGreaterThan(50);

    // Not due yet: another run leaves it.
    expect(await worker({ greeting: failing }).runOnce()).toBe(0);
    // Due again, it fails its last attempt and is dropped, with an error logged without the address.
    await database.db.update(mailRequests).set({ nextAttemptAt: sql`now()` });
    logged.length = 0;
    expect(await worker({ greeting: failing }).runOnce()).toBe(1);
    expect(await database.db.select().from(mailRequests)).toEqual([]);
    expect(logged).toMatchObject([{ level: 'error', context: { kind: 'greeting', attempts: 2 } }]);
    expect(JSON.stringify(logged)).not.toContain('ana@example.com');
  });

  it('treats a kind with no composer as a failure, not a crash', async () => {
    await insertMailRequest(database.db, request('ana@example.com', 'unheard-of'));
    expect(await worker({ greeting }).runOnce()).toBe(1);
    const [row] = await database.db.select().from(mailRequests).where(eq(mailRequests.kind, 'unheard-of'));
    expect(row?.lastError).toMatch(/no composer/);
  });

  it('with two workers at once, composes each request once', async () => {
    for (let i = 0; i < 20; i++) await insertMailRequest(database.db, request(`person-${i}@example.com`));
    const composed: string[] = [];
    const counting: MailRequestComposer = async (tx, asked, now) => {
      composed.push(asked.to);
      return greeting(tx, asked, now);
    };
    const [first, second] = await Promise.all([worker({ greeting: counting }).runOnce(), worker({ greeting: counting }).runOnce()]);
    expect((first ?? 0) + (second ?? 0)).toBe(20);
    expect(new Set(composed).size).toBe(20);
    expect(composed).toHaveLength(20);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(20);
  });
});
