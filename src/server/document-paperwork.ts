// The papers other features own, as the documents feature lists, serves and packs them (issue 39;
// decision 081): the bill of lading's and the rate confirmation's PaperworkSource, each made by
// its feature's door (billOfLadingPaperwork, rateConfirmationPaperwork) and composed here, so
// documents imports neither. The routes (feature-routes.ts) and the mail worker (start-server.ts,
// mail-document-renderer.ts) both take them from here.
import type { CompanyProfile } from '../shared/company-profile.js';
import type { DocumentPaperwork } from './features/documents/index.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import type { PaperworkSource } from './platform/documents/paperwork-source.js';

export interface PaperworkContext {
  company: CompanyProfile;
  storage: FileStorage;
  billingTimeZone: string;
}

/**
 * Each paper's source. Until a feature hands one over, its source has no versions: the list shows
 * none, the packet goes without it and `missing` names it.
 */
export function documentPaperwork(_context: PaperworkContext): DocumentPaperwork {
  return { billOfLading: NO_PAPERS, rateConfirmation: NO_PAPERS };
}

const NO_PAPERS: PaperworkSource = {
  versions: () => Promise.resolve([]),
  file: () => Promise.resolve(undefined),
  packetVersion: () => Promise.resolve(undefined),
};
