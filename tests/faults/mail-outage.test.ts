// The mail server is down for a while: mails wait in the outbox and are all delivered once it
// returns, none twice. The worker reaches the SMTP server through a TCP proxy the test cuts.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { emailOutbox } from '../../src/server/db/schema.js';
import { enqueueEmails } from '../../src/server/infra/email/outbox-repository.js';
import { createMailTransport } from '../../src/server/infra/email/transports.js';
import { createOutboxWorker } from '../../src/server/infra/email/worker.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { openTestDatabase } from '../support/test-database.js';

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let proxy: TcpProxy;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpTestServer();
  proxy = await startTcpProxy('127.0.0.1', Number(new URL(smtp.url).port));
});
afterAll(async () => {
  await proxy?.close();
  await smtp?.close();
  await database?.close();
});

describe('the mail server is down for a while', () => {
  it('keeps every mail in the outbox and delivers each exactly once when it returns', async () => {
    const logger = pino({ level: 'silent' });
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${proxy.port}`, mailDir: 'unused', logger, ignoreTLS: true });
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      from: '"Freight" <info@freight.example>',
      logger,
      firstRetryMs: 200,
      pollIntervalMs: 50,
    });
    proxy.cut();
    const count = 12;
    await enqueueEmails(
      database.db,
      Array.from({ length: count }, (_, n) => ({
        to: `c${n}@example.com`,
        subject: `Outage ${n}`,
        text: `Body ${n}`,
        kind: 'outage-test',
      })),
    );
    worker.start();
    const outageRows = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'outage-test'));
    // Every mail has been tried at least once, and failed, while the server was away.
    const triedDeadline = Date.now() + 30_000;
    while (!(await outageRows()).every((row) => row.attempts >= 1 && row.lastError) && Date.now() < triedDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const waiting = await outageRows();
    expect(waiting.map((row) => [row.status, row.attempts >= 1, Boolean(row.lastError)])).toEqual(
      Array(count).fill(['pending', true, true]),
    );
    expect(smtp.received).toHaveLength(0);

    proxy.restore();
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    transport.close();

    const ids = smtp.received.map((mail) => /Message-ID: (<[^>]+>)/i.exec(mail.raw)?.[1]);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    const rows = await outageRows();
    expect(rows.map((row) => row.status)).toEqual(Array<string>(count).fill('sent'));
  });
});
