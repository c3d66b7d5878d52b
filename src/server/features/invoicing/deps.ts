// What invoicing needs from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';

export interface InvoicingDeps {
  db: Database;
  /** The invoice mail is queued in the sending transaction. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The payment page's address in the mail. */
  publicBaseUrl: string;
  /** The clock invoices are sent by (their date and their number's year); the system clock when absent. */
  now?: () => Date;
}
