// A driver's qualification file as the back office reads it (issue 41): the checklist judged on
// today in the billing time zone, whether dispatch may assign the driver, every record newest
// first with who added it, every previous-employer inquiry with its state, and the SSN masked.
import { blockingItems, qualificationChecklist } from '../../../shared/driver-qualification/qualification-file.js';
import type {
  InquiryState,
  PreviousEmployerInquiryView,
  QualificationFileView,
  QualificationRecordView,
} from '../../../shared/driver-qualification/qualification-file-view.js';
import { maskedSsn } from '../../../shared/driver-qualification/ssn.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { safeFileName } from '../../infra/storage/safe-file-name.js';
import { loadQualificationFacts } from './facts-repository.js';
import { findInquiries, findQualificationDriver, findQualificationRecords, type InquiryRow } from './file-repository.js';

export const DRIVER_NOT_FOUND = 'There is no driver with that id.';

export async function qualificationFileView(db: Executor, driverProfileId: number, today: string): Promise<QualificationFileView> {
  const driver = await findQualificationDriver(db, driverProfileId);
  const facts = (await loadQualificationFacts(db, [driverProfileId])).get(driverProfileId);
  if (!driver || !facts) throw notFound(DRIVER_NOT_FOUND);
  const checklist = qualificationChecklist(facts, today);
  const records = await findQualificationRecords(db, driverProfileId);
  const inquiries = await findInquiries(db, driverProfileId);
  return {
    driverId: driver.id,
    profileId: driver.profileId,
    name: `${driver.firstName} ${driver.lastName}`,
    hireDate: driver.hireDate,
    ssnMasked: driver.ssnLast4 === null ? null : maskedSsn(driver.ssnLast4),
    checklist,
    assignable: blockingItems(checklist).length === 0,
    records: records.map((record): QualificationRecordView => ({
      id: record.id,
      kind: record.kind,
      details: record.details as QualificationRecordView['details'],
      fileName: record.fileName === null ? null : safeFileName(record.fileName, record.fileType ?? ''),
      addedBy: record.addedBy,
      addedAt: record.createdAt.toISOString(),
    })),
    inquiries: inquiries.map(({ inquiry, recordedBy }) => inquiryView(inquiry, recordedBy, today)),
  };
}

/** Settled (answered, or the good-faith effort recorded), else overdue once its deadline has passed, else sent or not. */
export function inquiryState(inquiry: Pick<InquiryRow, 'outcome' | 'sentAt' | 'deadlineOn'>, today: string): InquiryState {
  if (inquiry.outcome) return inquiry.outcome;
  if (today > inquiry.deadlineOn) return 'overdue';
  return inquiry.sentAt ? 'sent' : 'not_sent';
}

function inquiryView(inquiry: InquiryRow, recordedBy: string | null, today: string): PreviousEmployerInquiryView {
  const { employer } = inquiry;
  return {
    id: inquiry.id,
    employerName: employer.name,
    address: employerAddress(employer),
    email: employer.email,
    employedFrom: employer.fromMonth,
    employedTo: employer.toMonth,
    deadlineOn: inquiry.deadlineOn,
    state: inquiryState(inquiry, today),
    sentAt: inquiry.sentAt?.toISOString() ?? null,
    sentMethod: inquiry.sentMethod,
    receivedOn: inquiry.receivedOn,
    note: inquiry.note,
    hasResponseFile: inquiry.responseUploadId !== null,
    recordedBy,
  };
}

/** The employer's address on one line, as a posted letter is addressed. */
export function employerAddress(employer: InquiryRow['employer']): string {
  return `${employer.address}, ${employer.city}, ${employer.state} ${employer.zipCode}`;
}
