// The door of driver-qualification (issue 41; decision 085): a driver's qualification file under
// 49 CFR 391.51 (its checklist, records, previous-employer inquiries, PDFs and alerts), and what
// keeps a driver off a load.
export type { QualificationDeps } from './deps.js';
export { qualificationFileRoutes } from './file-routes.js';
export { inquiryLetterById } from './inquiry-letter.js';
export { openQualificationFile } from './open-file.js';
export { qualificationGaps } from './qualification-gaps.js';
// The lapse alerts (issue 41): the scheduler's daily job, and the text port the composition wires.
export { qualificationAlertsJob, QUALIFICATION_ALERTS_JOB, type AlertText, type QueueAlertText } from './alerts-job.js';
export { requireFieldKey, storeDriverSsn, type SsnDeps } from './ssn-service.js';
export { ssnRoutes } from './ssn-routes.js';
export { qualificationExportRoutes } from './export-routes.js';
export type { QualificationDocumentDeps } from './file-documents-service.js';
