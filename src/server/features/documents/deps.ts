// What the documents feature (invoice and receipt PDFs) needs: stored data and the company's details.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';

export interface DocumentDeps {
  db: Database;
  company: CompanyProfile;
  /** The payment page's address printed on an unpaid invoice. */
  publicBaseUrl: string;
}
