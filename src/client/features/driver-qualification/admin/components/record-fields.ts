// Each record kind's fields (qualificationRecordSchema's), in the order the form asks for them
// and the records list shows them: one description serves both, so they cannot drift apart.
import {
  ANNUAL_REVIEW_DETERMINATIONS,
  ROAD_TEST_POWER_UNITS,
  type QualificationRecordKind,
} from '@shared/driver-qualification/qualification-records';
import { US_STATES } from '@shared/us-states';
import { DETERMINATION_LABELS, POWER_UNIT_LABELS } from './qualification-labels';

interface Choice {
  value: string;
  label: string;
}

export type RecordField =
  | { name: string; label: string; control: 'date' }
  | { name: string; label: string; control: 'text'; maxLength: number; optional?: boolean }
  | { name: string; label: string; control: 'textarea'; maxLength: number; optional?: boolean }
  | { name: string; label: string; control: 'choice'; choices: readonly Choice[] };

const choices = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const STATE_CHOICES = US_STATES.map((state) => ({ value: state, label: state }));

const date = (name: string, label: string): RecordField => ({ name, label, control: 'date' });
const text = (name: string, label: string, maxLength: number): RecordField => ({ name, label, control: 'text', maxLength });
const state = (label: string): RecordField => ({ name: 'state', label, control: 'choice', choices: STATE_CHOICES });

export const RECORD_FIELDS: Record<QualificationRecordKind, readonly RecordField[]> = {
  application: [date('signedOn', 'Signed on')],
  license: [state('Issuing state'), text('number', 'License number', 25), date('expiresOn', 'Expires on')],
  motor_vehicle_record: [state('State of the record'), date('obtainedOn', 'Obtained on')],
  road_test: [
    date('testedOn', 'Tested on'),
    text('examinerName', "Examiner's name", 100),
    { name: 'powerUnit', label: 'Power unit', control: 'choice', choices: choices(ROAD_TEST_POWER_UNITS, POWER_UNIT_LABELS) },
    text('trailerType', 'Trailer type', 100),
  ],
  medical_certificate: [
    date('examinedOn', 'Examined on'),
    date('expiresOn', 'Expires on'),
    text('registryNumber', "Examiner's National Registry number", 20),
  ],
  annual_review: [
    date('reviewedOn', 'Reviewed on'),
    text('reviewerName', "Reviewer's name", 100),
    date('recordObtainedOn', 'Motor vehicle record obtained on'),
    {
      name: 'determination',
      label: 'Determination',
      control: 'choice',
      choices: choices(ANNUAL_REVIEW_DETERMINATIONS, DETERMINATION_LABELS),
    },
    { name: 'violations', label: 'Violations of the last 12 months (or "None")', control: 'textarea', maxLength: 2000, optional: true },
  ],
};

/** A field's value as the records list shows it: a choice by its label, the rest as recorded. */
export function shownValue(field: RecordField, value: string): string {
  if (field.control !== 'choice') return value;
  return field.choices.find((choice) => choice.value === value)?.label ?? value;
}
