// What dispatch (the office's board and the driver's page) needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { DispatchSignal } from './dispatch-signal.js';
import type { LoadEvents } from './load-events.js';

export interface DispatchDeps {
  db: Database;
  /** Customer status mails, problem alerts to operations, driver sign-in mails. */
  outbox: EmailOutbox;
  /** Item photos read for the driver; delivery photos, signatures and problem photos written. */
  storage: FileStorage;
  company: CompanyProfile;
  publicBaseUrl: string;
  /** Where a driver's problem report is mailed at once. */
  operationsEmail: string;
  /** Tells the live boards that something changed (dispatch-signal.ts). */
  signal: DispatchSignal;
  /** Told of each assignment, stage, problem and position, inside its transaction (tracking, texts). */
  loadEvents: LoadEvents;
}
