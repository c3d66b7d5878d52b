// What the service-request routes and services need from the app, built once in feature-routes.ts.
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { EmailContext } from './emails.js';

export interface ServiceRequestDeps extends EmailContext {
  db: Database;
  outbox: EmailOutbox;
  /** Where the shipper form's photos go. */
  storage: FileStorage;
  /** A quote holds this many days from the day it is set or revised (QUOTE_VALIDITY_DAYS). */
  quoteValidityDays: number;
}
