// The application's rules as the browser runs them (the API tests run the same schema on the server).
import { describe, expect, it } from 'vitest';
import { DRIVER_APPLICATION_FIELDS, DRIVER_APPLICATION_REQUIRED_FIELDS, driverApplicationSchema } from './driver-application-schema.js';
import { subtractYears } from '../calendar-date.js';
import { completeHistory } from './test-support/complete-history.js';

const today = '2026-11-23';
const schema = driverApplicationSchema({ earliestToday: today, latestToday: today });

const valid = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@drivers.example',
  phone: '313 555 0142',
  dateOfBirth: '1990-05-01',
  address: '1 Depot Rd',
  city: 'Dearborn',
  state: 'MI',
  zipCode: '48120',
  licenseType: 'CDL',
  cdlClass: 'B',
  licenseNumber: 'W123 456-789',
  licenseState: 'MI',
  licenseExpiration: '2028-01-31',
  history: completeHistory(today),
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the driver application schema', () => {
  it('parses a valid application: phone formatted, empty experience 0, optional fields absent', () => {
    const parsed = schema.parse({ ...valid, yearsExperience: '', endorsements: '  ' });
    expect(parsed).toMatchObject({ phone: '(313) 555-0142', yearsExperience: 0, cdlClass: 'B', endorsements: undefined });
  });

  it("refuses an empty application for exactly the fields the form marks required, in the form's order", () => {
    // The text fields empty; the history's own rules are application-history-schema.test.ts's.
    const empty = { ...Object.fromEntries(DRIVER_APPLICATION_FIELDS.map((field) => [field, ''])), history: completeHistory(today) };
    // Each field's first message: the one the form and the server show.
    const firstMessages = new Map<string, string>();
    for (const issue of schema.safeParse(empty).error?.issues ?? []) {
      const field = issue.path.join('.');
      if (!firstMessages.has(field)) firstMessages.set(field, issue.message);
    }
    expect([...firstMessages]).toEqual(DRIVER_APPLICATION_REQUIRED_FIELDS.map((field) => [field, 'Required']));
  });

  it('turns 18 on the birthday, also for a 29 February birthday', () => {
    expect(errorsOf({ ...valid, dateOfBirth: subtractYears(today, 18) })).toEqual({});
    expect(errorsOf({ ...valid, dateOfBirth: '2008-11-24' })).toEqual({ dateOfBirth: 'You must be at least 18 years old to apply' });
  });

  it('refuses dates that are not dates', () => {
    expect(errorsOf({ ...valid, dateOfBirth: '1990-02-30', licenseExpiration: 'next year' })).toEqual({
      dateOfBirth: 'Enter a valid date',
      licenseExpiration: 'Enter a valid date',
    });
  });

  it('asks for a CDL class only with a CDL, and drops a leftover one', () => {
    expect(errorsOf({ ...valid, cdlClass: '' })).toEqual({ cdlClass: 'Select a CDL class' });
    expect(schema.parse({ ...valid, licenseType: 'Non-Commercial', cdlClass: 'A' }).cdlClass).toBeUndefined();
    expect(errorsOf({ ...valid, cdlClass: 'D' })).toEqual({ cdlClass: 'Select a CDL class' });
  });

  it('checks employment months: real months, a start not in the future, an end not before the start', () => {
    expect(errorsOf({ ...valid, employmentStartDate: '2020-13' })).toEqual({ employmentStartDate: 'Enter a month as YYYY-MM' });
    expect(errorsOf({ ...valid, employmentStartDate: '2027-01' })).toEqual({
      employmentStartDate: 'Employment start cannot be in the future',
    });
    expect(errorsOf({ ...valid, employmentStartDate: '2020-05', employmentEndDate: '2020-05' })).toEqual({});
    expect(errorsOf({ ...valid, employmentStartDate: '2020-05', employmentEndDate: '2020-04' })).toEqual({
      employmentEndDate: 'Employment end cannot be before its start',
    });
  });

  it('refuses license numbers with other characters, and experience over 60 years', () => {
    expect(errorsOf({ ...valid, licenseNumber: "W1'; drop" })).toEqual({ licenseNumber: 'Use letters, digits, spaces and dashes only' });
    expect(errorsOf({ ...valid, yearsExperience: '61' })).toEqual({ yearsExperience: 'Enter a whole number of years from 0 to 60' });
  });

  it('needs the start date and the medical card to be today or later', () => {
    expect(errorsOf({ ...valid, canStartDate: today, medicalCardExpiration: '2027-06-01' })).toEqual({});
    expect(errorsOf({ ...valid, canStartDate: '2026-11-22', medicalCardExpiration: today })).toEqual({
      canStartDate: 'Available start date cannot be earlier than today',
      medicalCardExpiration: 'Medical card expiration must be in the future',
    });
  });
});
