// An accepted request's e-mails, end to end: POST, outbox, worker, a real SMTP server.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readableMail, startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../../../tests/support/smtp-test-server.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createMailTransport, type MailTransport } from '../../infra/email/transports.js';
import { createOutboxWorker, type OutboxWorker } from '../../infra/email/worker.js';

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let transport: MailTransport;
let worker: OutboxWorker;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpTestServer();
  const config = testConfig({
    OPERATIONS_EMAIL: 'dispatch-desk@lakeshore.example',
    COMPANY_NAME: 'Lakeshore Freight',
    SUPPORT_PHONE: '3135550142',
    PUBLIC_BASE_URL: 'https://lakeshore.example',
  });
  const logger = pino({ level: 'silent' });
  transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger, ignoreTLS: true });
  worker = createOutboxWorker({ db: database.db, transport, from: config.mail.from, logger, pollIntervalMs: 60_000 });
  app = await buildApp({ config, database, logger: false, outbox: { wake: () => worker.wake() } });
  await app.ready();
  worker.start();
});

afterAll(async () => {
  await worker?.stop();
  transport?.close();
  await app?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

async function arrivals(count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  while (smtp.received.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${smtp.received.length} of ${count} mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return [...smtp.received];
}

describe('e-mails of an accepted request', () => {
  it('reach the customer and the operations inbox at once, woken by the submission', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: {
        userRole: 'broker',
        serviceType: 'spot-market',
        serviceDescription: 'Reefer loads <b>weekly</b>',
        contactName: 'Dana <script>alert(1)</script> Broker',
        contactEmail: 'dana@broker.example',
        contactPhone: '(313) 555-0100',
      },
    });
    expect(response.statusCode).toBe(201);
    const { referenceId } = response.json<{ referenceId: string }>();

    const mails = await arrivals(2);
    const toCustomer = mails.find((mail) => mail.recipients.includes('dana@broker.example'));
    const toOperations = mails.find((mail) => mail.recipients.includes('dispatch-desk@lakeshore.example'));
    expect(toCustomer).toBeDefined();
    expect(toOperations).toBeDefined();

    const customerText = readableMail(toCustomer!.raw);
    expect(customerText).toContain(`Subject: We received your request ${referenceId}`);
    expect(customerText).toContain('From: Lakeshore Freight <info@otpfreight.example>');
    expect(customerText).toContain(`Your reference ID is ${referenceId}`);
    expect(customerText).toContain('Service: Spot Market');
    expect(customerText).toContain('within 2-4 business hours');
    expect(customerText).toContain(`https://lakeshore.example/track?ref=${referenceId}`);
    // The HTML part makes it a link to the tracking page, the reference filled in, the e-mail address never in it.
    expect(customerText).toContain(`<a href="https://lakeshore.example/track?ref=${referenceId}">`);
    expect(customerText).not.toMatch(/track\?[^\s"]*dana/);
    expect(customerText).toContain('Call us 24/7 at (313) 555-0142');
    // What the customer typed is text in the HTML part, never markup.
    expect(customerText).toContain('Dana &lt;script&gt;alert(1)&lt;/script&gt; Broker');
    expect(customerText).not.toContain('<script>alert(1)</script> Broker,<br>');

    const operationsText = readableMail(toOperations!.raw);
    expect(operationsText).toContain(`Subject: New Freight Broker request ${referenceId}: Spot Market`);
    // What the customer typed is quoted, free text line by line, so none of it passes for our lines.
    expect(operationsText).toContain('E-mail: "dana@broker.example"');
    expect(operationsText).toMatch(/^Description:\r?\n> Reefer loads <b>weekly<\/b>\r?$/m);
    expect(operationsText).toContain('https://lakeshore.example/admin');
  });
});
