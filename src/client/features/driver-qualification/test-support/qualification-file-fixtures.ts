// Qualification files as the server answers GET /api/admin/drivers/:id/qualification-file, their
// checklists judged by the shared rule itself (qualificationChecklist) and each file parsed by the
// route's own answer schema, so a test sees what the server would send for those facts.
import { blockingItems, qualificationChecklist, type QualificationFacts } from '@shared/driver-qualification/qualification-file';
import type {
  PreviousEmployerInquiryView,
  QualificationFileView,
  QualificationRecordView,
} from '@shared/driver-qualification/qualification-file-view';
import { qualificationFileViewSchema } from '@shared/driver-qualification/qualification-file-view-schema';

export const DRIVER_ID = 7;
export const FILE_ROUTE = `GET /api/admin/drivers/${DRIVER_ID}/qualification-file`;
export const RECORDS_ROUTE = `POST /api/admin/drivers/${DRIVER_ID}/qualification-file/records`;
export const SSN_ROUTE = `PUT /api/admin/drivers/${DRIVER_ID}/ssn`;
export const sendRoute = (inquiryId: number) => `POST /api/admin/drivers/${DRIVER_ID}/qualification-file/inquiries/${inquiryId}/send`;
export const responseRoute = (inquiryId: number) =>
  `POST /api/admin/drivers/${DRIVER_ID}/qualification-file/inquiries/${inquiryId}/response`;

/** The day the file is read on. */
export const AS_OF = '2026-04-20';

/** A driver hired on April 1st: every state shows (present, due, expired, missing). */
const GAPPY_FACTS: QualificationFacts = {
  hireDate: '2026-04-01',
  licenseType: 'CDL',
  licenseExpiration: '2028-05-31',
  medicalCardExpiration: '2026-04-10',
  applicationOnFile: true,
  licenseStates: ['MI', 'IN'],
  recordStates: ['MI'],
  roadTestOn: null,
  lastAnnualReviewOn: null,
  inquiries: { total: 2, settled: 1 },
};

const WHOLE_FACTS: QualificationFacts = {
  ...GAPPY_FACTS,
  medicalCardExpiration: '2027-08-15',
  recordStates: ['MI', 'IN'],
  roadTestOn: '2026-04-02',
  inquiries: { total: 2, settled: 2 },
};

export const ROAD_TEST_RECORD: QualificationRecordView = {
  id: 31,
  kind: 'road_test',
  details: { testedOn: '2026-04-02', examinerName: 'Pat Lee', powerUnit: 'tractor', trailerType: 'Dry van 53 ft' },
  fileName: null,
  addedBy: 'recruiter@lakeshore.example',
  addedAt: '2026-04-02T15:30:00.000Z',
};

export const MVR_RECORD: QualificationRecordView = {
  id: 30,
  kind: 'motor_vehicle_record',
  details: { state: 'MI', obtainedOn: '2026-03-28' },
  fileName: 'mvr-michigan.pdf',
  addedBy: 'owner@lakeshore.example',
  addedAt: '2026-03-30T14:00:00.000Z',
};

export const UNSENT_INQUIRY: PreviousEmployerInquiryView = {
  id: 41,
  employerName: 'Great Lakes Haulers',
  address: '100 Dock Rd, Toledo, OH 43604',
  email: 'safety@greatlakes.example',
  employedFrom: '2021-02',
  employedTo: '2025-12',
  deadlineOn: '2026-05-01',
  state: 'not_sent',
  sentAt: null,
  sentMethod: null,
  receivedOn: null,
  note: null,
  hasResponseFile: false,
  recordedBy: null,
};

/** Posted, with no e-mail address on file. */
export const POSTED_INQUIRY: PreviousEmployerInquiryView = {
  ...UNSENT_INQUIRY,
  id: 42,
  employerName: 'Prairie Freight',
  address: '9 Main St, Peoria, IL 61602',
  email: null,
  employedFrom: '2019-06',
  employedTo: '2021-01',
  state: 'sent',
  sentAt: '2026-04-03T13:00:00.000Z',
  sentMethod: 'mail',
};

export const ANSWERED_INQUIRY: PreviousEmployerInquiryView = {
  ...UNSENT_INQUIRY,
  id: 43,
  employerName: 'Motor City Movers',
  state: 'answered',
  sentAt: '2026-04-02T13:00:00.000Z',
  sentMethod: 'email',
  receivedOn: '2026-04-09',
  hasResponseFile: true,
  recordedBy: 'recruiter@lakeshore.example',
};

function fileOf(facts: QualificationFacts, more: Partial<QualificationFileView> = {}): QualificationFileView {
  const checklist = qualificationChecklist(facts, AS_OF);
  return qualificationFileViewSchema.parse({
    driverId: DRIVER_ID,
    profileId: 'DRV-0007',
    name: 'Jane Doe',
    hireDate: facts.hireDate,
    ssnMasked: null,
    checklist,
    assignable: blockingItems(checklist).length === 0,
    records: [ROAD_TEST_RECORD, MVR_RECORD],
    inquiries: [UNSENT_INQUIRY, POSTED_INQUIRY, ANSWERED_INQUIRY],
    ...more,
  });
}

export const GAPPY_FILE = fileOf(GAPPY_FACTS, { records: [MVR_RECORD] });
export const WHOLE_FILE = fileOf(WHOLE_FACTS, { ssnMasked: '•••-••-6789' });
