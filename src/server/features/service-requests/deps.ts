// What the service-request routes and services need from the app, built once in feature-routes.ts.
import type { Locale } from '../../../shared/i18n.js';
import type { Database, Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
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
  /**
   * Makes the customer's text subscription when the form's "text me" box was ticked (issue 40);
   * the text-messages feature's, handed over by the composition. Undefined while texts are off:
   * the box is not shown, and a request that ticks it anyway gets no texts.
   */
  textOptIn?: TextOptIn | undefined;
}

/** Called inside the request's transaction, after its row is stored. */
export type TextOptIn = (
  executor: Executor,
  request: { serviceRequestId: number; contactPhone: string; language: Locale },
  context: AuditContext,
  now: Date,
) => Promise<void>;

/** Asked inside the quote's transaction, after the request is locked. */
export type QuoteLock = (executor: Executor, serviceRequestId: number) => Promise<string | undefined>;
