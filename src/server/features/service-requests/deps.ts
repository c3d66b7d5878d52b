// What the service-request routes and services need from the app, built once in feature-routes.ts.
import type { Database, Executor } from '../../db/client.js';
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
  /**
   * Why the request's quote may no longer change, or undefined when it may: a broker load's signed
   * rate confirmation freezes it (issue 39). The composition hands the rate-confirmations feature's
   * answer over (that feature reads the quote's lines, so this one cannot import it).
   */
  quoteLock: QuoteLock;
}

/** Asked inside the quote's transaction, after the request is locked. */
export type QuoteLock = (executor: Executor, serviceRequestId: number) => Promise<string | undefined>;
