// What receivables (the aging view and statements, issue 38) needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';

export interface ReceivablesDeps {
  db: Database;
  /** The monthly statements' mails are queued in the transaction that stores them. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The customer's page, linked from the statement mail and printed on the statement. */
  publicBaseUrl: string;
  /** BILLING_TIME_ZONE: the day balances are aged as of, and the days and months statements count in. */
  billingTimeZone: string;
  /** The clock "today" is read from; the system clock when absent (tests drive a fake one). */
  now?: () => Date;
}
