// What a qualification record may say of dates, and the columns it is kept under (issue 41). A
// record speaks of something that happened: none is dated after today. A license's or a medical
// certificate's expiry is the exception: it must be after today (a renewal that has already
// lapsed renews nothing) and after the examination.
import type { CodedMessage } from '../../../shared/coded-message.js';
import { API_ERROR_CODES } from '../../../shared/api-error-codes.js';
import type { QualificationRecordInput } from '../../../shared/driver-qualification/qualification-records.js';
import type { NewQualificationRecordRow } from './file-repository.js';

// Back-office words, English only (the staff pages are), under the API's code for them.
const problem = (message: string): CodedMessage => ({ code: API_ERROR_CODES.invalidInput, message });
const NOT_IN_THE_FUTURE = problem('Cannot be after today');
const AFTER_TODAY = problem('Must be after today');

/** The fields whose dates break the rules, each with what to correct; empty when all hold. */
export function recordDateProblems(input: QualificationRecordInput, today: string): Record<string, CodedMessage> {
  const problems: Record<string, CodedMessage> = {};
  const notFuture = (field: string, day: string) => {
    if (day > today) problems[field] = NOT_IN_THE_FUTURE;
  };
  switch (input.kind) {
    case 'application':
      notFuture('signedOn', input.signedOn);
      break;
    case 'license':
      if (input.expiresOn <= today) problems.expiresOn = AFTER_TODAY;
      break;
    case 'motor_vehicle_record':
      notFuture('obtainedOn', input.obtainedOn);
      break;
    case 'road_test':
      notFuture('testedOn', input.testedOn);
      break;
    case 'medical_certificate':
      notFuture('examinedOn', input.examinedOn);
      if (input.expiresOn <= today) problems.expiresOn = AFTER_TODAY;
      else if (input.expiresOn <= input.examinedOn) problems.expiresOn = problem('Must be after the examination');
      break;
    case 'annual_review':
      notFuture('reviewedOn', input.reviewedOn);
      notFuture('recordObtainedOn', input.recordObtainedOn);
      if (input.recordObtainedOn <= today && input.recordObtainedOn > input.reviewedOn) {
        problems.recordObtainedOn = problem('The record reviewed cannot be obtained after the review');
      }
      break;
  }
  return problems;
}

/** The day the record speaks of, the day it lapses and the record's state, as the checklist reads them. */
export function recordColumns(
  input: QualificationRecordInput,
  today: string,
): Pick<NewQualificationRecordRow, 'effectiveOn' | 'expiresOn' | 'state'> {
  switch (input.kind) {
    case 'application':
      return { effectiveOn: input.signedOn, expiresOn: null, state: null };
    // A license copy carries no issue date we ask for: it is on file from the day it was added.
    case 'license':
      return { effectiveOn: today, expiresOn: input.expiresOn, state: null };
    case 'motor_vehicle_record':
      return { effectiveOn: input.obtainedOn, expiresOn: null, state: input.state };
    case 'road_test':
      return { effectiveOn: input.testedOn, expiresOn: null, state: null };
    case 'medical_certificate':
      return { effectiveOn: input.examinedOn, expiresOn: input.expiresOn, state: null };
    case 'annual_review':
      return { effectiveOn: input.reviewedOn, expiresOn: null, state: null };
  }
}

/** The dates an audit event may name: the kind's own, never a number. */
export function auditedDates(input: QualificationRecordInput): Record<string, string> {
  const { effectiveOn, expiresOn } = recordColumns(input, '');
  return { ...(effectiveOn ? { effectiveOn } : {}), ...(expiresOn ? { expiresOn } : {}) };
}
