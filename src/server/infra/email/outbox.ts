// The e-mail outbox as features use it: one object in their deps (built in app.ts). Mail is queued
// in the transaction of the change it tells about, so it exists exactly when the change does, and
// the worker is woken once that transaction has committed (sooner, it would find nothing yet).
// A feature never wakes the worker itself. Mail that only an account's owner may get is asked
// for instead (`requestMail`): composed after the answer by the mail-request worker (decision 055).
import type { Database, Transaction } from '../../db/client.js';
import type { OutgoingEmail } from './outgoing-email.js';
import { insertMailRequest, type MailRequest } from './mail-requests.js';
import { enqueueEmails } from './outbox-repository.js';

export interface EmailOutbox {
  /**
   * Runs `work` in one database transaction in which mail may be queued (`enqueue`); the worker
   * is woken after the commit when any was.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Queues mail in a transaction opened by `transaction`; any other is refused (its mail would wait for the next poll). */
  enqueue(tx: Transaction, emails: readonly OutgoingEmail[]): Promise<void>;
  /**
   * Asks for a mail that only the address's owner may get (a sign-in link, a password reset): one
   * INSERT, the same for every address, committed before it resolves; the mail-request worker,
   * woken then, decides whether anyone is mailed. A route that answers after it tells nothing, and
   * takes no longer, whoever the address belongs to.
   */
  requestMail(request: MailRequest): Promise<void>;
}

/**
 * `wakeWorker` asks the e-mail worker for a run soon, `wakeComposer` the mail-request worker
 * (both absent in tests: queued mail and requests wait).
 */
export function emailOutbox(db: Database, wakeWorker: () => void, wakeComposer: () => void = () => undefined): EmailOutbox {
  // The transactions opened here that are still running, and whether each has queued mail.
  const open = new Map<Transaction, { queued: boolean }>();
  return {
    async transaction(work) {
      const state = { queued: false };
      const result = await db.transaction(async (tx) => {
        open.set(tx, state);
        try {
          return await work(tx);
        } finally {
          open.delete(tx);
        }
      });
      if (state.queued) wakeWorker();
      return result;
    },
    async enqueue(tx, emails) {
      const state = open.get(tx);
      if (!state) throw new Error('mail must be queued in a transaction opened by the outbox, which wakes the worker once it commits');
      if (emails.length === 0) return;
      await enqueueEmails(tx, emails);
      state.queued = true;
    },
    async requestMail(request) {
      await insertMailRequest(db, request);
      wakeComposer();
    },
  };
}
