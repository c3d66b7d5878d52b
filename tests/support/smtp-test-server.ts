// A real SMTP server (smtp-server) on a free local port that keeps what it accepts, for tests of
// mail sending. Its built-in TLS certificate has expired, so it offers no STARTTLS and clients
// connect with `ignoreTLS`.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMail {
  /** The RCPT TO addresses. */
  recipients: string[];
  /** The message as it arrived: headers, blank line, body. */
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Accepted messages, in order. */
  received: ReceivedMail[];
  /**
   * Decides each message once it has fully arrived: resolve to accept it, reject to refuse it
   * (see smtpRefusal). The default accepts everything.
   */
  respond: (mail: ReceivedMail) => Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { recipients: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString('utf8') };
        testServer.respond(mail).then(
          () => {
            received.push(mail);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : smtpRefusal(451, String(error))),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  const testServer: SmtpTestServer = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    respond: async () => undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return testServer;
}

/** An error to reject with from `respond`, carrying the SMTP reply code. */
export function smtpRefusal(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

/** The readable text of a raw message: headers unfolded, quoted-printable decoded. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}
