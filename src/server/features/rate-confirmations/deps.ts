// What the rate confirmation (issue 39; decision 080) needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';

export interface RateConfirmationDeps {
  db: Database;
  /** The broker's "sign your rate confirmation" mail. */
  outbox: EmailOutbox;
  /** Where a broker's own rate confirmation is kept (private). */
  storage: FileStorage;
  /** Our name, MC and DOT numbers, printed as the carrier. */
  company: CompanyProfile;
  publicBaseUrl: string;
  /** CARRIER_SCAC, printed when configured. */
  scac: string | undefined;
  /** The company's day (BILLING_TIME_ZONE): the certificate page writes the signing time in it beside UTC. */
  billingTimeZone: string;
}
