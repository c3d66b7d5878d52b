// What the documents feature (invoice, receipt and proof of delivery PDFs) needs: stored data and the company's details.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';

export interface DocumentDeps {
  db: Database;
  company: CompanyProfile;
  /** The payment page's address printed on an unpaid invoice. */
  publicBaseUrl: string;
  /** The proof of delivery's signature and photos. */
  storage: FileStorage;
}
