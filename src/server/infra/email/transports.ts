// Where mail goes: the SMTP server in SMTP_URL, or, without one, .eml files in a folder, so a
// laptop with no mail server still keeps every mail the site would have sent. nodemailer is
// imported with the first mail, not at start (docs/decisions/053-memory-at-rest.md).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { Mode } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { BaseLogger } from 'pino';
import { loadOnce } from '../load-once.js';
import { oneLine } from './compose.js';

/** The app's logger (`app.log`) or any pino logger. */
export type MailLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface MailToSend {
  /** The outbox row: names the .eml file. */
  outboxId: number;
  kind: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Files attached to the mail (the invoice or receipt PDF); the .eml of the file transport holds them too. */
  attachments?: readonly MailAttachment[] | undefined;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  send(message: MailToSend): Promise<void>;
  /** Where mail goes, for the start-up log; never shows credentials. */
  describe(): string;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// with credentials; unset writes files into `mailDir`. */
  smtpUrl: string | undefined;
  mailDir: string;
  logger: MailLogger;
  /**
   * Skip STARTTLS even when the server offers it. Only for a server whose certificate cannot be
   * checked (the tests' local server); by default an offered STARTTLS is used and verified.
   */
  ignoreTLS?: boolean;
}

// A hung mail server fails the attempt (to be retried) instead of holding the worker; the
// nodemailer defaults wait up to 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) return smtpTransport(options.smtpUrl, options.ignoreTLS ?? false);
  return fileTransport(options.mailDir, options.logger);
}

function smtpTransport(smtpUrl: string, ignoreTLS: boolean): MailTransport {
  let mailer: Transporter | undefined;
  const connect = loadOnce(async () => {
    const { createTransport } = await import('nodemailer');
    mailer = createTransport({ url: smtpUrl, ignoreTLS, ...SMTP_TIMEOUTS });
    return mailer;
  });
  const { protocol, host } = new URL(smtpUrl);
  return {
    async send(message) {
      await (await connect()).sendMail(mailOptions(message));
    },
    describe: () => `mail is sent through ${protocol}//${host}`,
    // Nothing to close before the first mail: no connection was made.
    close: () => mailer?.close(),
  };
}

function fileTransport(mailDir: string, logger: MailLogger): MailTransport {
  const folder = resolve(mailDir);
  // Builds the RFC 822 text without sending it anywhere.
  const composer = loadOnce(async () => {
    const { createTransport } = await import('nodemailer');
    // As one Buffer, not a stream: a mail is small, and a Buffer can be written again if the first
    // try finds the folder gone.
    return createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  });
  // Made once, and again only when it has gone: mkdir and rm cost a system call or two per mail,
  // a tenth of the server's CPU while submissions arrive (docs/decisions/050-throughput-against-the-same-sql.md).
  let folderMade = false;
  return {
    async send(message) {
      const { message: eml } = await (await composer()).sendMail(mailOptions(message));
      const path = join(folder, emlFileName(message));
      if (!folderMade) {
        // Mails hold customers' personal details: readable by our user only.
        await mkdir(folder, { recursive: true, mode: 0o700 });
        folderMade = true;
      }
      // Written whole, then renamed: a reader never sees half a mail, and a resend of the same
      // outbox row replaces its file instead of adding a second one.
      try {
        await writeNewFile(`${path}.partial`, eml, 0o600);
      } catch (error) {
        if (!isErrorCode(error, 'ENOENT')) throw error;
        folderMade = false;
        await mkdir(folder, { recursive: true, mode: 0o700 });
        folderMade = true;
        await writeNewFile(`${path}.partial`, eml, 0o600);
      }
      await rename(`${path}.partial`, path);
      logger.info({ outboxId: message.outboxId, file: path }, 'mail written to file');
    },
    describe: () => `mail is written to ${folder} (no SMTP_URL)`,
    close: () => undefined,
  };
}

/**
 * Writes `content` to a file that did not exist, so it gets `mode`: a .partial left by a crash
 * would keep its old mode when written over, so it is removed first, only when there is one.
 */
async function writeNewFile(path: string, content: Parameters<typeof writeFile>[1], mode: Mode): Promise<void> {
  try {
    await writeFile(path, content, { mode, flag: 'wx' });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    await rm(path, { force: true });
    await writeFile(path, content, { mode, flag: 'wx' });
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function mailOptions(message: MailToSend): SendMailOptions {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    // Again here, for rows queued before enqueueEmails made subjects one line.
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments && message.attachments.length > 0
      ? { attachments: message.attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })) }
      : {}),
  };
}

/** e.g. 000042-service-request-received.eml: sorted by id, and the kind says what it is. */
function emlFileName(message: Pick<MailToSend, 'outboxId' | 'kind'>): string {
  const kind = message.kind.replace(/[^a-z0-9-]+/gi, '-');
  return `${String(message.outboxId).padStart(6, '0')}-${kind}.eml`;
}
