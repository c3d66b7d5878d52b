// What recruiting records in a driver's qualification file (issue 41), one schema per kind, for
// the form and the route alike. A record is kept for good (never edited): a newer one of the same
// kind (a renewed card, next year's review) supersedes it for the checklist, and the file keeps
// both with who added each and when. Sent as multipart form fields (all text) beside the file.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { requiredLine, optionalText, requiredChoice } from '../form-schema-fields.js';
import { US_STATES } from '../us-states.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';
import { withCode } from '../message-issues.js';

export const QUALIFICATION_RECORD_KINDS = [
  /** A signed application on paper, for a driver who did not apply on our form. */
  'application',
  /** A renewed license: its copy, number, state and expiry (the driver's profile follows). */
  'license',
  'motor_vehicle_record',
  'road_test',
  /** A medical examiner's certificate: its copy and expiry (the driver's profile follows). */
  'medical_certificate',
  'annual_review',
] as const;
export type QualificationRecordKind = (typeof QUALIFICATION_RECORD_KINDS)[number];

/** Which kinds need a file attached; the others may carry one. */
export const RECORD_FILE_REQUIRED: Record<QualificationRecordKind, boolean> = {
  application: true,
  license: true,
  motor_vehicle_record: true,
  // We produce the certificate (391.31(e)) from what is recorded; a signed scan may be attached.
  road_test: false,
  medical_certificate: true,
  // We produce the review form (391.25, 391.27); a signed scan may be attached.
  annual_review: false,
};

const day = () => requiredLine(10).refine(isCalendarDate, withCode(MESSAGES.validDate));
const state = () => requiredChoice(US_STATES, MESSAGES.selectState);

export const ROAD_TEST_POWER_UNITS = ['tractor', 'straight_truck', 'bus', 'other'] as const;
export const ANNUAL_REVIEW_DETERMINATIONS = ['meets_minimum', 'disqualified'] as const;
export type AnnualReviewDetermination = (typeof ANNUAL_REVIEW_DETERMINATIONS)[number];

/** Each kind's fields, checked on `asOf` (today) by the route: no record dated in the future. */
export const qualificationRecordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('application'), signedOn: day() }),
  z.object({ kind: z.literal('license'), state: state(), number: requiredLine(25), expiresOn: day() }),
  z.object({ kind: z.literal('motor_vehicle_record'), state: state(), obtainedOn: day() }),
  z.object({
    kind: z.literal('road_test'),
    testedOn: day(),
    examinerName: requiredLine(100),
    powerUnit: requiredChoice(ROAD_TEST_POWER_UNITS, MESSAGES.required),
    trailerType: requiredLine(100),
  }),
  z.object({
    kind: z.literal('medical_certificate'),
    examinedOn: day(),
    expiresOn: day(),
    /** The examiner's National Registry number (391.51(b)(9): the registry was checked). */
    registryNumber: requiredLine(20),
  }),
  z.object({
    kind: z.literal('annual_review'),
    reviewedOn: day(),
    reviewerName: requiredLine(100),
    /** The record reviewed: the day the motor vehicle record was obtained (391.25(a)). */
    recordObtainedOn: day(),
    determination: requiredChoice(ANNUAL_REVIEW_DETERMINATIONS, MESSAGES.required),
    /** The driver's list of violations of the last 12 months (391.27), or "None". */
    violations: optionalText(2000),
  }),
]);
export type QualificationRecordInput = z.output<typeof qualificationRecordSchema>;

/** A previous employer's answer, or the good-faith effort when none came (391.23(c)(2)). */
export const inquiryResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('answered'), receivedOn: day() }),
  z.object({ outcome: z.literal('no_response'), note: requiredLine(500) }),
]);
export type InquiryResponseInput = z.output<typeof inquiryResponseSchema>;

/** How a request letter went out: e-mailed by us, or printed and posted by recruiting. */
export const INQUIRY_SEND_METHODS = ['email', 'mail'] as const;
export type InquirySendMethod = (typeof INQUIRY_SEND_METHODS)[number];
export const sendInquirySchema = z.object({ method: z.enum(INQUIRY_SEND_METHODS) });
