// A request and a driver application sent from a Spanish page, end to end: the submission, the
// outbox, the worker, a real SMTP server. The customer's and the applicant's confirmations arrive
// in Spanish (subject, text and HTML parts); the staff inboxes' notifications stay English.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationFields, applicationFiles } from '../../../tests/support/driver-applications.js';
import { multipart, nextClientAddress, shipperFields } from '../../../tests/support/service-requests.js';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../../tests/support/smtp-test-server.js';
import { testConfig } from '../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createMailTransport, type MailTransport } from '../infra/email/transports.js';
import { createOutboxWorker, type OutboxWorker } from '../infra/email/worker.js';
import { localDiskStorage } from '../infra/storage/local-disk-storage.js';

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let transport: MailTransport;
let worker: OutboxWorker;
let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpTestServer();
  uploadsDir = mkdtempSync(join(tmpdir(), 'spanish-mail-'));
  const config = testConfig({
    OPERATIONS_EMAIL: 'dispatch-desk@lakeshore.example',
    RECRUITING_EMAIL: 'jobs@lakeshore.example',
    COMPANY_NAME: 'Lakeshore Freight',
    SUPPORT_PHONE: '3135550142',
    PUBLIC_BASE_URL: 'https://lakeshore.example',
  });
  const logger = pino({ level: 'silent' });
  transport = createMailTransport({ smtpUrl: smtp.url, mailDir: 'unused', logger, ignoreTLS: true });
  worker = createOutboxWorker({ db: database.db, transport, from: config.mail.from, logger, pollIntervalMs: 60_000 });
  app = await buildApp({ config, database, logger: false, storage: localDiskStorage(uploadsDir), outbox: { wake: () => worker.wake() } });
  await app.ready();
  worker.start();
});

afterAll(async () => {
  await worker?.stop();
  transport?.close();
  await app?.close();
  await smtp?.close();
  await database?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

beforeEach(() => {
  smtp.received.length = 0;
});

async function mailTo(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.received.find((received: ReceivedMail) => received.recipients.includes(address));
    if (mail) return decodedMail(mail.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The message as a reader sees it: headers unfolded and their encoded words (=?UTF-8?Q?...?=)
 * decoded, the body's quoted-printable decoded, both as UTF-8, so accented letters read as written.
 */
function decodedMail(raw: string): string {
  const utf8 = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : utf8(word.replace(/_/g, ' ')),
    );
  return `${headers}\n${utf8(raw.slice(split).replace(/=\r?\n/g, ''))}`;
}

describe('mails of a submission from a Spanish page', () => {
  it('the shipper confirmation arrives in Spanish, in both parts; the operations inbox stays English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: shipperFields({ contactName: 'Rosa Martínez', contactEmail: 'rosa@envios.example', preferredTime: 'morning' }),
    });
    expect(response.statusCode).toBe(201);
    const { referenceId } = response.json<{ referenceId: string }>();

    const mail = await mailTo('rosa@envios.example');
    expect(mail).toContain(`Subject: Recibimos su solicitud ${referenceId}`);
    expect(mail).toContain('Hola, "Rosa Martínez":');
    expect(mail).toContain(`Gracias por su solicitud de envío. Su número de referencia es ${referenceId}.`);
    expect(mail).toContain('Consérvelo: lo necesitará para dar seguimiento a su solicitud y para pagar su factura.');
    expect(mail).toContain('- Recogida: "100 Main St", "Detroit", MI 48201');
    expect(mail).toContain('Próximos pasos');
    expect(mail).toContain('se comunica con usted en un plazo de 2 a 4 horas hábiles');
    expect(mail).toContain(`Dé seguimiento a su solicitud en cualquier momento: https://lakeshore.example/track?ref=${referenceId}`);
    expect(mail).toContain('¿Necesita ayuda inmediata? Llámenos las 24 horas, los 7 días de la semana, al (313) 555-0142');
    // The HTML part: in Spanish, said to be Spanish, with the button to the customer's page.
    expect(mail).toMatch(/<html[^>]* lang="es"/);
    expect(mail).toContain('>Ver su solicitud</a>');
    expect(mail).toContain(`Ver su solicitud: https://lakeshore.example/account/request?ref=${referenceId}`);
    expect(mail).not.toMatch(/Thank you|What happens next|Need immediate assistance/);

    const operations = await mailTo('dispatch-desk@lakeshore.example');
    expect(operations).toContain(`Subject: New Shipper request ${referenceId}: Furniture`);
  });

  it("the applicant's confirmation arrives in Spanish (the language remembered in the cookie)", async () => {
    const body = await multipart(applicationFields({ firstName: 'José', email: 'jose@conductores.example' }), applicationFiles());
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver-applications',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType, cookie: 'lang=es' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const { referenceId } = response.json<{ referenceId: string }>();

    const mail = await mailTo('jose@conductores.example');
    expect(mail).toContain(`Subject: Recibimos su solicitud de empleo como conductor ${referenceId}`);
    expect(mail).toContain('Hola, "José":');
    expect(mail).toContain(`Gracias por solicitar empleo como conductor con Lakeshore Freight. Su número de referencia es ${referenceId}.`);
    expect(mail).toContain('Nuestro equipo de reclutamiento revisa su solicitud y sus documentos');
    expect(mail).toContain('¿Necesita ayuda? Llámenos');
    expect(mail).toMatch(/<html[^>]* lang="es"/);
    expect(mail).not.toMatch(/Thank you for applying|Need help\?/);

    const recruiting = await mailTo('jobs@lakeshore.example');
    expect(recruiting).toContain(`Subject: New driver application ${referenceId}`);
  });
});
