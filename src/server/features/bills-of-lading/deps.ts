// What the bill of lading feature needs: the database, the private storage (the pickup signatures
// printed on a signed BOL), the company's name and numbers, and the paperwork settings.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';

export interface BillOfLadingDeps {
  db: Database;
  storage: FileStorage;
  company: CompanyProfile;
  paperwork: {
    /** BOL numbers begin with it; unset: the USDOT number's digits (decision 079). */
    gs1CompanyPrefix: string | undefined;
    /** Printed as the carrier's SCAC when set. */
    scac: string | undefined;
  };
}
