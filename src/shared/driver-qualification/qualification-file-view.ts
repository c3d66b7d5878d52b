// What the back office reads of a driver's qualification file (issue 41): GET
// /api/admin/drivers/:id/qualification-file answers with a QualificationFileView.
import type { QualificationItemStatus } from './qualification-file.js';
import type { InquirySendMethod, QualificationRecordInput, QualificationRecordKind } from './qualification-records.js';

export interface QualificationRecordView {
  id: number;
  kind: QualificationRecordKind;
  /** The fields recorded, as the schema took them (never a personal number beyond a license's). */
  details: Omit<QualificationRecordInput, 'kind'>;
  /** The attached file's name, or null; downloaded from `.../records/:recordId/file`. */
  fileName: string | null;
  addedBy: string | null;
  addedAt: string;
}

export type InquiryState = 'not_sent' | 'sent' | 'answered' | 'no_response' | 'overdue';

export interface PreviousEmployerInquiryView {
  id: number;
  employerName: string;
  /** The employer's address on one line, for a posted letter. */
  address: string;
  email: string | null;
  /** YYYY-MM. */
  employedFrom: string;
  employedTo: string | null;
  deadlineOn: string;
  state: InquiryState;
  sentAt: string | null;
  sentMethod: InquirySendMethod | null;
  receivedOn: string | null;
  /** The good-faith effort recorded when no answer came. */
  note: string | null;
  /** An answer's file was attached; downloaded from `.../inquiries/:inquiryId/response`. */
  hasResponseFile: boolean;
  recordedBy: string | null;
}

export interface QualificationFileView {
  driverId: number;
  profileId: string;
  name: string;
  hireDate: string;
  /** The Social Security number as "•••-••-1234", or null when none was recorded; never whole. */
  ssnMasked: string | null;
  checklist: QualificationItemStatus[];
  /** Whether dispatch may assign the driver today (no required item missing or lapsed). */
  assignable: boolean;
  /** Newest first. */
  records: QualificationRecordView[];
  inquiries: PreviousEmployerInquiryView[];
}
