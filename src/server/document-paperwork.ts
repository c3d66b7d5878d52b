// The papers other features own, as the documents feature lists, serves and packs them (issue 39;
// decision 081): the bill of lading's and the rate confirmation's PaperworkSource, each made by
// its feature's door (billOfLadingPaperwork, rateConfirmationPaperwork) and composed here, so
// documents imports neither. The routes (feature-routes.ts) and the mail worker (start-server.ts,
// mail-document-renderer.ts) both take them from here.
import type { CompanyProfile } from '../shared/company-profile.js';
import type { DocumentPaperwork } from './features/documents/index.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { billOfLadingPaperwork } from './features/bills-of-lading/index.js';
import { rateConfirmationPaperwork } from './features/rate-confirmations/index.js';

export interface PaperworkContext {
  company: CompanyProfile;
  storage: FileStorage;
  billingTimeZone: string;
}

/** Each paper's source, from the feature that owns it. */
export function documentPaperwork(context: PaperworkContext): DocumentPaperwork {
  return { billOfLading: billOfLadingPaperwork(context), rateConfirmation: rateConfirmationPaperwork(context) };
}
