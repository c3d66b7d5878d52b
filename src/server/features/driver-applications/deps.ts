// What the driver-application routes and services need from the app, built once in feature-routes.ts.
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { ApplicationEmailContext } from './emails.js';

export interface DriverApplicationDeps extends ApplicationEmailContext {
  db: Database;
  outbox: EmailOutbox;
  /** Where the applicants' documents go (private: no route serves them publicly). */
  storage: FileStorage;
  /** FIELD_ENCRYPTION_KEY: seals the Social Security number typed at hire; unset, none can be typed. */
  fieldEncryptionKey?: Buffer | undefined;
}
