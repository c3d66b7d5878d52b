// A driver's qualification file (issue 41; 49 CFR 391.51): the items an auditor asks for, the
// state of each, and the one rule that says which of them keep a driver off a load. The server
// gathers the facts (server/features/driver-qualification) and the same function judges them for
// the file's page, the dispatch board, the assignment and the alerts. Plain data, no zod.
import { addDays, subtractYears } from '../calendar-date.js';
import type { LicenseType } from '../driver-applications/driver-applications.js';

/** The file's checklist, in the order an auditor reads it. */
export const QUALIFICATION_ITEMS = [
  'application',
  'license',
  'motor_vehicle_record',
  'road_test',
  'medical_certificate',
  'previous_employer_inquiries',
  'annual_review',
] as const;
export type QualificationItem = (typeof QUALIFICATION_ITEMS)[number];

/**
 * present: on file and current. due: not on file yet, but its deadline has not passed (the
 * previous employers' answers within 30 days of hire, the first annual review). expired: it was
 * on file and lapsed. missing: required and not on file.
 */
export const QUALIFICATION_STATES = ['present', 'due', 'expired', 'missing'] as const;
export type QualificationState = (typeof QUALIFICATION_STATES)[number];

/** The back office's names of the items (English: staff pages are in English). */
export const QUALIFICATION_ITEM_LABELS: Record<QualificationItem, string> = {
  application: 'Application for employment (391.21)',
  license: "Driver's license",
  motor_vehicle_record: 'Motor vehicle record from each licensing state (391.23)',
  road_test: 'Road test certificate (391.31)',
  medical_certificate: "Medical examiner's certificate (391.43)",
  previous_employer_inquiries: 'Safety performance history from previous employers (391.23)',
  annual_review: 'Annual review of driving record (391.25, 391.27)',
};

export const QUALIFICATION_STATE_LABELS: Record<QualificationState, string> = {
  present: 'Present',
  due: 'Due',
  expired: 'Expired',
  missing: 'Missing',
};

/** 391.23(d): previous employers are asked within 30 days of the day employment begins. */
export const INQUIRY_DEADLINE_DAYS = 30;
/** 391.23(a)(2): the DOT-regulated employers of the last three years are asked. */
export const INQUIRY_LOOKBACK_YEARS = 3;
/** Days before a license, medical certificate or annual review lapses that the driver and recruiting are told. */
export const QUALIFICATION_ALERT_DAYS = [60, 30, 10] as const;
export type QualificationAlertDays = (typeof QUALIFICATION_ALERT_DAYS)[number];
/** The items that lapse on a date, and so are alerted. */
export const LAPSING_ITEMS = ['license', 'medical_certificate', 'annual_review'] as const;
export type LapsingItem = (typeof LAPSING_ITEMS)[number];

/** What the server knows of a driver's file, gathered from its tables. */
export interface QualificationFacts {
  hireDate: string;
  licenseType: LicenseType;
  licenseExpiration: string;
  medicalCardExpiration: string | null;
  /** A signed application on file: made on our form with its certification, or uploaded. */
  applicationOnFile: boolean;
  /** The states that licensed the driver in the last three years (the current one and the application's others). */
  licenseStates: readonly string[];
  /** The states a motor vehicle record is on file from. */
  recordStates: readonly string[];
  roadTestOn: string | null;
  lastAnnualReviewOn: string | null;
  /** Previous employers asked (one per DOT-regulated employer of the last 3 years), and how many have answered or have a good-faith record. */
  inquiries: { total: number; settled: number };
}

export interface QualificationItemStatus {
  item: QualificationItem;
  state: QualificationState;
  /** Whether the driver needs it at all (a medical certificate only with a CDL, as dispatch held before). */
  required: boolean;
  /** A deadline (due) or the day it lapses (present, expired); null when neither applies. */
  dueOn: string | null;
  /** What is lacking, when the item is not whole: the states without a record, the employers not answered. */
  lacking: string | null;
}

/** The day an item dated `from` lapses, a year on (annual items). */
const yearAfter = (from: string) => subtractYears(from, -1);

/**
 * Each item's state on `asOf` (YYYY-MM-DD): today for the file's page, the later of today and
 * the pickup day for an assignment (a card that lapses before the truck leaves is as good as
 * lapsed). Items valid "through" a day are valid on it.
 */
export function qualificationChecklist(facts: QualificationFacts, asOf: string): QualificationItemStatus[] {
  const item = (
    item: QualificationItem,
    state: QualificationState,
    dueOn: string | null = null,
    lacking: string | null = null,
    required = true,
  ) => ({ item, state, required, dueOn, lacking }) satisfies QualificationItemStatus;
  const lapsing = (name: QualificationItem, through: string | null, required: boolean) => {
    if (through === null) return item(name, 'missing', null, null, required);
    return item(name, through < asOf ? 'expired' : 'present', through, null, required);
  };

  const missingStates = facts.licenseStates.filter((state) => !facts.recordStates.includes(state));
  const inquiryDeadline = addDays(facts.hireDate, INQUIRY_DEADLINE_DAYS);
  const unsettled = facts.inquiries.total - facts.inquiries.settled;
  const reviewLapses = yearAfter(facts.lastAnnualReviewOn ?? facts.hireDate);

  return [
    item('application', facts.applicationOnFile ? 'present' : 'missing'),
    lapsing('license', facts.licenseExpiration, true),
    missingStates.length === 0
      ? item('motor_vehicle_record', 'present')
      : item('motor_vehicle_record', 'missing', null, missingStates.join(', ')),
    item('road_test', facts.roadTestOn ? 'present' : 'missing'),
    lapsing('medical_certificate', facts.medicalCardExpiration, facts.licenseType === 'CDL'),
    unsettled === 0
      ? item('previous_employer_inquiries', 'present')
      : item(
          'previous_employer_inquiries',
          asOf > inquiryDeadline ? 'missing' : 'due',
          inquiryDeadline,
          `${unsettled} of ${facts.inquiries.total} not answered`,
        ),
    reviewLapses < asOf
      ? item('annual_review', facts.lastAnnualReviewOn ? 'expired' : 'missing', reviewLapses)
      : item('annual_review', facts.lastAnnualReviewOn ? 'present' : 'due', reviewLapses),
  ];
}

/** The items that keep a driver off a load: required, and missing or lapsed. */
export function blockingItems(checklist: readonly QualificationItemStatus[]): QualificationItemStatus[] {
  return checklist.filter((status) => status.required && (status.state === 'missing' || status.state === 'expired'));
}

/** How a refusal names an item: "Road test certificate (391.31) is missing". */
export function blockingItemText(status: QualificationItemStatus): string {
  const label = QUALIFICATION_ITEM_LABELS[status.item];
  const lacking = status.lacking ? ` (${status.lacking})` : '';
  return `${label}${lacking} is ${status.state === 'expired' ? 'expired' : 'missing'}`;
}

/** The day each lapsing item lapses, for the alerts; null when nothing is on file to lapse. */
export function lapseDates(facts: QualificationFacts): Record<LapsingItem, string | null> {
  return {
    license: facts.licenseExpiration,
    medical_certificate: facts.medicalCardExpiration,
    annual_review: yearAfter(facts.lastAnnualReviewOn ?? facts.hireDate),
  };
}
