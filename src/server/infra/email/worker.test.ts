// The outbox worker against a real database and a real SMTP server on a local port.
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer, smtpRefusal, type SmtpTestServer } from '../../../../tests/support/smtp-test-server.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { enqueueEmails } from './outbox-repository.js';
import { createMailTransport, type MailTransport } from './transports.js';
import { createOutboxWorker, withoutAddresses, type OutboxWorkerOptions } from './worker.js';
import { type OutgoingEmail } from './outgoing-email.js';

const FROM = '"OTP Freight & Delivery" <info@otpfreight.example>';
const silent = pino({ level: 'silent' });

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let transport: MailTransport;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpTestServer();
  transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger: silent, ignoreTLS: true });
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  smtp.received.length = 0;
  smtp.respond = async () => undefined;
});

function worker(options: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({ db: database.db, transport, from: FROM, logger: silent, ...options });
}

function mail(n: number): OutgoingEmail {
  return { to: `customer${n}@shipper.example`, subject: `Request FRT-${n}`, text: `Hello customer ${n}`, kind: 'service-request-received' };
}

async function outboxRows() {
  return database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

async function onlyRow() {
  const rows = await outboxRows();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Seconds from the database's now to the row's next attempt. */
async function secondsToNextAttempt(id: number): Promise<number> {
  const [row] = await selectRows<{ seconds: number }>(
    database.db,
    sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from email_outbox where id = ${id}`,
  );
  return row!.seconds;
}

/** What time passing would do: every pending mail is due now. */
async function makeAllDue() {
  await database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.status, 'pending'));
}

function header(raw: string, name: string): string | undefined {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await sleep(10);
  }
}

/** Holds each message at the server until the test accepts or refuses it. */
function holdMessages() {
  const held: Array<{ messageId: string | undefined; accept(): void; refuse(error: Error): void }> = [];
  smtp.respond = (message) =>
    new Promise((resolve, reject) => {
      held.push({ messageId: header(message.raw, 'Message-ID'), accept: resolve, refuse: reject });
    });
  return held;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the outbox worker', () => {
  it('sends a queued mail with its To, From, Subject, Message-ID and body, and marks it sent', async () => {
    await enqueueEmails(database.db, [
      {
        to: 'dana@shipper.example',
        subject: 'We received your request FRT-7KQ2',
        text: 'Your reference ID is FRT-7KQ2.',
        html: '<p>Your reference ID is <b>FRT-7KQ2</b>.</p>',
        kind: 'service-request-received',
      },
    ]);

    expect(await worker().runOnce()).toBe(1);

    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    const { recipients, raw } = smtp.received[0]!;
    expect(recipients).toEqual(['dana@shipper.example']);
    expect(header(raw, 'To')).toBe('dana@shipper.example');
    expect(header(raw, 'From')).toBe(FROM);
    expect(header(raw, 'Subject')).toBe('We received your request FRT-7KQ2');
    expect(header(raw, 'Message-ID')).toBe(`<outbox-${row.id}@otpfreight.example>`);
    expect(raw).toContain('Your reference ID is FRT-7KQ2.');
    expect(raw).toContain('<b>FRT-7KQ2</b>');

    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing before its next attempt is due', async () => {
    await enqueueEmails(database.db, [mail(1)]);
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` });

    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await onlyRow()).toMatchObject({ status: 'pending', attempts: 0 });

    await makeAllDue();
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail later and later, recording why, and sends it once the server accepts', async () => {
    smtp.respond = async () => {
      throw smtpRefusal(451, '4.3.0 Mailbox temporarily unavailable');
    };
    await enqueueEmails(database.db, [mail(1)]);
    const sender = worker();

    const expectedDelays = [30, 60, 120];
    for (const [index, delay] of expectedDelays.entries()) {
      await makeAllDue();
      expect(await sender.runOnce()).toBe(0);
      const row = await onlyRow();
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(row.lastError).toContain('451 4.3.0 Mailbox temporarily unavailable');
      const seconds = await secondsToNextAttempt(row.id);
      expect(seconds).toBeGreaterThan(delay - 5);
      expect(seconds).toBeLessThanOrEqual(delay);
      // Not due again yet.
      expect(await sender.runOnce()).toBe(0);
    }

    smtp.respond = async () => undefined;
    await makeAllDue();
    expect(await sender.runOnce()).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after maxAttempts: the mail is failed, an error is logged, no credentials are kept', async () => {
    const lines: Array<{ level: number; msg: string; outboxId?: number }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const unreachable = createMailTransport({
      smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${await closedPort()}`,
      mailDir: 'unused',
      logger,
      ignoreTLS: true,
    });
    await enqueueEmails(database.db, [mail(1)]);
    const sender = worker({ transport: unreachable, logger, maxAttempts: 3 });

    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeAllDue();
      expect(await sender.runOnce()).toBe(0);
    }
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toContain('ECONNREFUSED');

    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await sender.runOnce()).toBe(0);
    expect(await onlyRow()).toMatchObject({ status: 'failed', attempts: 3 });

    expect(lines.map((line) => line.level)).toEqual([40, 40, 50]);
    expect(lines[2]).toMatchObject({ outboxId: row.id, msg: expect.stringContaining('failed for good') as unknown });
    const everything = JSON.stringify({ row, lines });
    expect(everything).not.toContain('s3cret-pass');
    // Logs name the outbox row, not the customer.
    expect(JSON.stringify(lines)).not.toContain('customer1@shipper.example');
    unreachable.close();
  });

  it('with two workers draining the same outbox at once, sends each mail exactly once', async () => {
    await enqueueEmails(
      database.db,
      Array.from({ length: 12 }, (_, index) => mail(index + 1)),
    );
    const first = worker({ batchSize: 2 });
    const second = worker({ batchSize: 2 });

    const [sentByFirst, sentBySecond] = await Promise.all([first.runOnce(), second.runOnce()]);

    // Which worker sends which mail is up to the scheduler; that none is sent twice is not.
    expect(sentByFirst + sentBySecond).toBe(12);
    const messageIds = smtp.received.map((message) => header(message.raw, 'Message-ID'));
    expect(messageIds).toHaveLength(12);
    expect(new Set(messageIds).size).toBe(12);
    const rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('holds a mail stuck mid-send only for the lease; another worker then sends it, with the same Message-ID', async () => {
    const held = holdMessages();
    await enqueueEmails(database.db, [mail(1)]);
    // A lease long enough that a busy machine still asks again well inside it.
    const stuck = worker({ leaseMs: 3000 });
    const other = worker();

    const stuckRun = stuck.runOnce();
    await waitFor(() => held.length === 1);
    expect(await other.runOnce()).toBe(0);

    const [claimed] = await outboxRows();
    await waitFor(async () => (await secondsToNextAttempt(claimed!.id)) <= 0, 30_000);
    const otherRun = other.runOnce();
    await waitFor(() => held.length === 2, 30_000);
    expect(held[1]!.messageId).toBe(held[0]!.messageId);

    // The stuck worker's late failure must not disturb the claim that replaced its own.
    held[0]!.refuse(smtpRefusal(451, 'too slow'));
    expect(await stuckRun).toBe(0);
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: null });
    expect(await secondsToNextAttempt(row.id)).toBeGreaterThan(60);

    held[1]!.accept();
    expect(await otherRun).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  }, 90_000);

  it('stops sending a batch past half its lease, leaving the rest for when the lease ends', async () => {
    const held = holdMessages();
    await enqueueEmails(database.db, [mail(1), mail(2), mail(3)]);
    const run = worker({ leaseMs: 2000, batchSize: 3 }).runOnce();
    await waitFor(() => held.length === 1);
    await sleep(1100);
    held[0]!.accept();

    expect(await run).toBe(1);
    const rows = await outboxRows();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(await secondsToNextAttempt(rows[1]!.id)).toBeLessThan(1);
  });

  it('start() sends due mail at once and wake() sends new mail without waiting for the poll', async () => {
    await enqueueEmails(database.db, [mail(1)]);
    // The next poll is an hour away: whatever is sent within the test was sent by start() or wake().
    const sender = worker({ pollIntervalMs: 60 * 60_000 });
    sender.start();
    try {
      await waitFor(() => smtp.received.length === 1, 30_000);
      await waitFor(async () => (await outboxRows())[0]?.status === 'sent', 30_000);

      await enqueueEmails(database.db, [mail(2)]);
      sender.wake();
      await waitFor(async () => (await outboxRows()).every((row) => row.status === 'sent'), 30_000);
      const rows = await outboxRows();
      expect(rows).toHaveLength(2);
      // In order: the mail start() found, then the one wake() announced.
      expect(smtp.received.map((message) => header(message.raw, 'Message-ID'))).toEqual(
        rows.map((row) => `<outbox-${row.id}@otpfreight.example>`),
      );
    } finally {
      await sender.stop();
    }
  }, 90_000);

  it('stop() waits for the run in progress, and a stopped worker sends nothing more', async () => {
    const held = holdMessages();
    await enqueueEmails(database.db, [mail(1)]);
    const sender = worker({ pollIntervalMs: 50 });
    sender.start();
    await waitFor(() => held.length === 1);

    let stopped = false;
    const stopping = sender.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    held[0]!.accept();
    await stopping;
    expect(await onlyRow()).toMatchObject({ status: 'sent' });

    smtp.respond = async () => undefined;
    await enqueueEmails(database.db, [mail(2)]);
    sender.wake();
    await sleep(300);
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses a From address without a domain, which could not name its Message-IDs', () => {
    expect(() => worker({ from: 'OTP Freight' })).toThrow('The From address has no domain: OTP Freight');
  });
});

describe('log lines about failed mail', () => {
  it('never carry an address a mail server named in its refusal', () => {
    expect(withoutAddresses('550 5.1.1 <jo.smith+x@customer.example>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(withoutAddresses("Can't send mail - all recipients were rejected: 550 a@b.example, c@d.example")).toBe(
      "Can't send mail - all recipients were rejected: 550 [address], [address]",
    );
    expect(withoutAddresses('connect ECONNREFUSED 127.0.0.1:25')).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });
});
