// The door of driver-qualification (issue 41; decision 085): a driver's qualification file under
// 49 CFR 391.51 (its checklist, records, previous-employer inquiries, PDFs and alerts), and what
// keeps a driver off a load.
export { loadQualificationFacts } from './facts-repository.js';
export { qualificationGaps } from './qualification-gaps.js';
