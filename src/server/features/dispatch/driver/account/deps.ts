// What the driver's sign-in and session routes need from the app. The dispatch deps (built in
// feature-routes.ts) hold all of it, and are what src/server/driver-api.ts registers these routes with, the
// driver's cookie added; naming only this much keeps the account from importing dispatch.
import type { CompanyProfile } from '../../../../../shared/company-profile.js';
import type { Database } from '../../../../db/client.js';
import type { EmailOutbox } from '../../../../infra/email/outbox.js';
import type { DriverCookie } from '../../../../platform/driver-sessions/cookies.js';

export interface DriverAccountDeps {
  db: Database;
  /** Sign-in links and codes go out through it. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The site's public address, for the links in sign-in e-mails. */
  publicBaseUrl: string;
  cookie: DriverCookie;
}
