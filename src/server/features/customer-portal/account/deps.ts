// What the customer's sign-in and session routes need from the app. The customer portal's deps
// (customer-portal/deps.ts, built in feature-routes.ts) hold all of it, and are what src/server/customer-api.ts
// registers these routes with; naming only this much keeps the account from importing the portal.
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Database } from '../../../db/client.js';
import type { EmailOutbox } from '../../../infra/email/outbox.js';
import type { CustomerCookie } from '../../../platform/customer-sessions/cookies.js';

export interface CustomerAccountDeps {
  db: Database;
  /** Sign-in links and codes go out through it. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The site's public address, for the links in sign-in e-mails. */
  publicBaseUrl: string;
  cookie: CustomerCookie;
}
