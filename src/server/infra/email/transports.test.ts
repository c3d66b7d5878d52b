import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, type MailToSend } from './transports.js';

const logger = pino({ level: 'silent' });

const confirmation: MailToSend = {
  outboxId: 42,
  kind: 'service-request-received',
  messageId: '<outbox-42@otpfreight.example>',
  from: '"OTP Freight & Delivery" <info@otpfreight.example>',
  to: 'dana@shipper.example',
  subject: 'We received your request FRT-7KQ2',
  text: 'Your reference ID is FRT-7KQ2.',
  html: '<p>Your reference ID is <b>FRT-7KQ2</b>.</p>',
};

let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'mail-test-'));
});
afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('the file transport (no SMTP_URL)', () => {
  it('writes each mail as a readable .eml file named by outbox id and kind, creating the folder', async () => {
    const mailDir = join(tempDir, 'data', 'mail');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send(confirmation);

    expect(await readdir(mailDir)).toEqual(['000042-service-request-received.eml']);
    const path = join(mailDir, '000042-service-request-received.eml');
    const eml = await readFile(path, 'utf8');
    const headers = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Message-ID: <outbox-42@otpfreight\.example>$/m);
    expect(headers).toMatch(/^From: "OTP Freight & Delivery" <info@otpfreight\.example>$/m);
    expect(headers).toMatch(/^To: dana@shipper\.example$/m);
    expect(headers).toMatch(/^Subject: We received your request FRT-7KQ2$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Your reference ID is FRT-7KQ2.');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('<b>FRT-7KQ2</b>');
    // RFC 5322 line ends, which every mail program opens.
    expect(eml.replaceAll('\r\n', '')).not.toContain('\n');
    // Customers' details: readable by the server's user only.
    expect((await stat(path)).mode & 0o077).toBe(0);
  });

  it('replaces the file when the same outbox mail is written again', async () => {
    const mailDir = join(tempDir, 'resend');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send(confirmation);
    await transport.send({ ...confirmation, subject: 'Second attempt' });

    expect(await readdir(mailDir)).toEqual(['000042-service-request-received.eml']);
    expect(await readFile(join(mailDir, '000042-service-request-received.eml'), 'utf8')).toContain('Subject: Second attempt');
  });

  it('writes a private file even over a world-readable .partial a crash left behind', async () => {
    const mailDir = join(tempDir, 'leftover');
    await mkdir(mailDir, { recursive: true });
    const partial = join(mailDir, '000042-service-request-received.eml.partial');
    await writeFile(partial, 'half a mail');
    await chmod(partial, 0o666);
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send(confirmation);

    expect(await readdir(mailDir)).toEqual(['000042-service-request-received.eml']);
    expect((await stat(join(mailDir, '000042-service-request-received.eml'))).mode & 0o777).toBe(0o600);
  });

  it('makes the folder again when it was removed after the first mail', async () => {
    const mailDir = join(tempDir, 'removed');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send(confirmation);
    await rm(mailDir, { recursive: true });
    await transport.send({ ...confirmation, outboxId: 43 });

    expect(await readdir(mailDir)).toEqual(['000043-service-request-received.eml']);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(mailDir, '000043-service-request-received.eml'))).mode & 0o777).toBe(0o600);
  });

  it('never writes a line break into the Subject, even from a row queued before subjects were made one line', async () => {
    const mailDir = join(tempDir, 'subject');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send({ ...confirmation, subject: 'New request: Jordan\r\nBcc: everyone@example.com' });

    const eml = await readFile(join(mailDir, '000042-service-request-received.eml'), 'utf8');
    const headers = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Subject: New request: Jordan {2}Bcc: everyone@example\.com$/m);
    expect(headers).not.toMatch(/^Bcc:/m);
  });

  it('keeps a file name inside the folder whatever the kind says', async () => {
    const mailDir = join(tempDir, 'odd-kind');
    const transport = createMailTransport({ smtpUrl: undefined, mailDir, logger });
    await transport.send({ ...confirmation, outboxId: 7, kind: '../../invoice sent' });

    expect(await readdir(mailDir)).toEqual(['000007--invoice-sent.eml']);
  });

  it('says where mail goes', () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailDir: join(tempDir, 'mail'), logger });
    expect(transport.describe()).toBe(`mail is written to ${join(tempDir, 'mail')} (no SMTP_URL)`);
  });
});

describe('the SMTP transport', () => {
  it('says which server it uses without showing the credentials', () => {
    const transport = createMailTransport({
      smtpUrl: 'smtps://mailer:s3cret-pass@smtp.example.com:465',
      mailDir: tempDir,
      logger,
    });
    expect(transport.describe()).toBe('mail is sent through smtps://smtp.example.com:465');
    transport.close();
  });
});
