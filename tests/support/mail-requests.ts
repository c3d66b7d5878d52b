// Composing requested mail (sign-in links and codes, password resets; decision 055) in API tests.
// The app a test builds runs no worker: a request waits in mail_requests, the same for every
// address, until the test composes it here, as the server's worker would right after the answer.
// `now` is the worker's clock (minutes passing between requests, for the per-address pacing).
import pino from 'pino';
import type { Config } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { createMailRequestWorker } from '../../src/server/infra/email/mail-request-worker.js';
import { requestedMailComposers } from '../../src/server/requested-mail.js';
import { testConfig } from './test-config.js';

/** Composes every request waiting, with the company and site address of `config` (the app's); resolves to how many. */
export async function composeRequestedMail(db: Database, options: { now?: Date; config?: Config } = {}): Promise<number> {
  const worker = createMailRequestWorker({
    db,
    composers: requestedMailComposers(options.config ?? testConfig()),
    logger: pino({ level: 'silent' }),
    mailQueued: () => undefined,
  });
  return worker.runOnce(options.now);
}
