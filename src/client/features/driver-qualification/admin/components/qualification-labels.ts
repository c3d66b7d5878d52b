// The back office's words for a qualification file (English: staff pages are in English). The
// checklist's item and state names are shared (@shared/driver-qualification/qualification-file).
import type { InquiryState } from '@shared/driver-qualification/qualification-file-view';
import type { QualificationState } from '@shared/driver-qualification/qualification-file';
import type {
  AnnualReviewDetermination,
  InquirySendMethod,
  QualificationRecordKind,
  ROAD_TEST_POWER_UNITS,
} from '@shared/driver-qualification/qualification-records';
import type { BadgeProps } from '@/components/ui/badge';

export const RECORD_KIND_LABELS: Record<QualificationRecordKind, string> = {
  application: 'Signed application (paper)',
  license: "Driver's license",
  motor_vehicle_record: 'Motor vehicle record',
  road_test: 'Road test',
  medical_certificate: "Medical examiner's certificate",
  annual_review: 'Annual review',
};

/** The PDF we produce from a record, by kind (only these two kinds have one). */
export const PRODUCED_DOCUMENT_LABELS: Partial<Record<QualificationRecordKind, string>> = {
  road_test: 'Road test certificate (PDF)',
  annual_review: 'Annual review form (PDF)',
};

/** Colour goes with the state's word, never alone. */
export const STATE_TONES: Record<QualificationState, NonNullable<BadgeProps['tone']>> = {
  present: 'green',
  due: 'yellow',
  expired: 'red',
  missing: 'orange',
};

export const INQUIRY_STATE_LABELS: Record<InquiryState, string> = {
  not_sent: 'Not sent',
  sent: 'Sent, awaiting answer',
  answered: 'Answered',
  no_response: 'No answer: good-faith effort recorded',
  overdue: 'Overdue',
};

export const INQUIRY_STATE_TONES: Record<InquiryState, NonNullable<BadgeProps['tone']>> = {
  not_sent: 'neutral',
  sent: 'blue',
  answered: 'green',
  no_response: 'green',
  overdue: 'red',
};

export const SEND_METHOD_LABELS: Record<InquirySendMethod, string> = { email: 'e-mailed', mail: 'posted' };

export const POWER_UNIT_LABELS: Record<(typeof ROAD_TEST_POWER_UNITS)[number], string> = {
  tractor: 'Tractor',
  straight_truck: 'Straight truck',
  bus: 'Bus',
  other: 'Other',
};

export const DETERMINATION_LABELS: Record<AnnualReviewDetermination, string> = {
  meets_minimum: 'Meets the minimum requirements for safe driving',
  disqualified: 'Disqualified',
};
