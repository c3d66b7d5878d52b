// What the customer's own page (everything under /api/account) needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { CustomerCookie } from '../../platform/customer-sessions/cookies.js';

export interface CustomerPortalDeps {
  db: Database;
  /** Sign-in links and codes, and the team's notice of a quote's answer, go out through it. */
  outbox: EmailOutbox;
  /** Where request photos are read from (served privately to their customer). */
  storage: FileStorage;
  company: CompanyProfile;
  /** The site's public address: links in e-mails, and the origin cross-site writes are judged against. */
  publicBaseUrl: string;
  /** The team's address, told when a customer answers a quote. */
  operationsEmail: string;
  cookie: CustomerCookie;
  /** The company's day (BILLING_TIME_ZONE): whether an account's invoice is overdue today. */
  billingTimeZone: string;
}
