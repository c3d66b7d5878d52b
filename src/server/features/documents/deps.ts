// What the documents feature (invoice, receipt and proof of delivery PDFs, a load's Documents list
// and its packet) needs: stored data, the company's details, and the papers other features own.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { PaperworkSource } from '../../platform/documents/paperwork-source.js';

/**
 * The bill of lading's and the rate confirmation's papers, each as its feature hands it to the
 * composition (decision 081): documents lists, serves and packs them without importing either.
 */
export interface DocumentPaperwork {
  billOfLading: PaperworkSource;
  rateConfirmation: PaperworkSource;
}

export interface DocumentDeps {
  db: Database;
  company: CompanyProfile;
  /** The payment page's address printed on an unpaid invoice. */
  publicBaseUrl: string;
  /** The proof of delivery's signature and photos, the driver's receipts. */
  storage: FileStorage;
  paperwork: DocumentPaperwork;
}
