// The door of driver-qualification (issue 41; decision 085): a driver's qualification file under
// 49 CFR 391.51 (its checklist, records, previous-employer inquiries, PDFs and alerts), and what
// keeps a driver off a load.
export type { QualificationDeps } from './deps.js';
export { qualificationFileRoutes } from './file-routes.js';
export { inquiryLetterById } from './inquiry-letter.js';
export { openQualificationFile } from './open-file.js';
export { qualificationGaps } from './qualification-gaps.js';
