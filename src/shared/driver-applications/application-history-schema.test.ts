// The 391.21 history's rules (issue 41), as the browser and the server run them: refused field by
// field, each list's coverage named by its months, and the lists kept in the order sent.
import { describe, expect, it } from 'vitest';
import { applicationHistorySchema } from './application-history-schema.js';
import { driverApplicationSchema } from './driver-application-schema.js';
import { completeHistory, employerEntry, monthsBefore } from './test-support/complete-history.js';
import type { ApplicationHistory } from './application-history.js';

const today = '2026-11-23';
const options = { earliestToday: today, latestToday: today };
const historySchema = applicationHistorySchema(options);
const applicationSchema = driverApplicationSchema(options);

const applicant = {
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
  cdlClass: 'A',
  licenseNumber: 'W123',
  licenseState: 'MI',
  licenseExpiration: '2028-01-31',
};

function historyErrors(history: unknown): Record<string, string> {
  const result = historySchema.safeParse(history);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function applicationErrors(fields: Record<string, unknown>): Record<string, string> {
  const result = applicationSchema.safeParse({ ...applicant, ...fields });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const complete = () => completeHistory(today);

describe('the 391.21 history schema', () => {
  it('takes a complete history and gives back exactly what was sent, its lists in order', () => {
    const history = complete();
    expect(historySchema.parse(history)).toEqual(history);
    expect(applicationSchema.parse({ ...applicant, history }).history).toEqual(history);
  });

  it('takes what the form holds: numbers as typed, empty months and e-mails as none', () => {
    const history = complete();
    const typed = {
      ...history,
      experience: [{ ...history.experience[0]!, approximateMiles: '900000', toMonth: '' }],
      accidents: [{ ...history.accidents[0]!, fatalities: '0', injuries: '2' }],
      employment: [{ ...employerEntry(today), email: '', toMonth: '' }, ...history.employment.slice(1)],
    };
    const parsed = historySchema.parse(typed);
    expect(parsed.experience[0]).toMatchObject({ approximateMiles: 900000, toMonth: null });
    expect(parsed.accidents[0]).toMatchObject({ fatalities: 0, injuries: 2 });
    expect(parsed.employment[0]).toMatchObject({ email: null, toMonth: null });
  });

  it('refuses addresses that do not cover three years, naming the months missing', () => {
    const history = { ...complete(), previousAddresses: [] };
    // The current address since 2024-11; three years back from 2026-11 begin with 2023-12.
    expect(historyErrors(history)).toEqual({ previousAddresses: 'Add where you lived from 2023-12 to 2024-10' });
    // One month uncovered between two addresses is a hole too.
    const oneMonth = complete();
    oneMonth.previousAddresses[0]!.toMonth = monthsBefore(today, 26);
    expect(historyErrors(oneMonth)).toEqual({ previousAddresses: 'Add where you lived from 2024-10 to 2024-10' });
    // Living at the current address for three years needs no other.
    expect(historyErrors({ ...complete(), currentAddressSince: '2023-12', previousAddresses: [] })).toEqual({});
  });

  it('refuses an address field by field, and months in the wrong order or in the future', () => {
    const history = complete();
    history.previousAddresses[0] = { ...history.previousAddresses[0]!, city: ' ', zipCode: '481', toMonth: '2027-01' };
    expect(historyErrors(history)).toEqual({
      'previousAddresses.0.city': 'Required',
      'previousAddresses.0.zipCode': 'Enter a 5-digit ZIP code',
      'previousAddresses.0.toMonth': 'Enter a month that is not in the future',
    });
    const reversed = complete();
    reversed.previousAddresses[0] = { ...reversed.previousAddresses[0]!, fromMonth: '2024-10', toMonth: '2021-11' };
    expect(historyErrors(reversed)).toMatchObject({ 'previousAddresses.0.toMonth': 'The end cannot be before the start' });
  });

  it('refuses an unexplained employment gap, naming it, and takes it explained', () => {
    const history = complete();
    const withoutGap = { ...history, employment: history.employment.filter((entry) => entry.kind === 'employer') };
    expect(applicationErrors({ history: withoutGap })).toEqual({
      'history.employment': 'Explain the gap from 2023-07 to 2024-04: add an employer or a gap',
    });
    expect(applicationErrors({ history })).toEqual({});
  });

  it('asks a CDL driver for ten years of employment, and anyone else for three', () => {
    const threeYears: ApplicationHistory = { ...complete(), employment: [employerEntry(today, { fromMonth: '2023-12' })] };
    expect(applicationErrors({ history: threeYears })).toEqual({
      'history.employment': 'Explain the gap from 2016-12 to 2023-11: add an employer or a gap',
    });
    expect(applicationErrors({ licenseType: 'Non-Commercial', cdlClass: '', history: threeYears })).toEqual({});
    const lessThanThree: ApplicationHistory = { ...complete(), employment: [employerEntry(today, { fromMonth: '2024-01' })] };
    expect(applicationErrors({ licenseType: 'Chauffeur', cdlClass: '', history: lessThanThree })).toEqual({
      'history.employment': 'Explain the gap from 2023-12 to 2023-12: add an employer or a gap',
    });
  });

  it('refuses accidents and convictions neither listed nor ticked None, and None ticked with a list', () => {
    expect(historyErrors({ ...complete(), noAccidents: false, accidents: [], noConvictions: false })).toEqual({
      accidents: 'List each accident in the last 3 years, or tick None',
      convictions: 'List each traffic conviction in the last 3 years, or tick None',
    });
    expect(historyErrors({ ...complete(), noAccidents: true })).toEqual({ accidents: 'Tick None only when you list no accidents' });
    expect(historyErrors({ ...complete(), noAccidents: true, accidents: [] })).toEqual({});
  });

  it('takes accidents and convictions of the last three years only, not in the future', () => {
    const history = complete();
    history.accidents[0]!.date = '2023-11-22';
    history.noConvictions = false;
    history.convictions = [{ date: '2026-11-24', location: 'Toledo, OH', charge: 'Speeding', penalty: 'Fine' }];
    expect(historyErrors(history)).toEqual({
      'accidents.0.date': 'Enter a date within the last 3 years, not in the future',
      'convictions.0.date': 'Enter a date within the last 3 years, not in the future',
    });
  });

  it('needs a yes or no on license denials, and an explanation with a yes; drops one left over from a yes', () => {
    const history = {
      ...complete(),
      licenseDenied: { happened: null, explanation: '' },
      licenseSuspendedOrRevoked: { happened: true, explanation: '  ' },
    };
    expect(historyErrors(history)).toEqual({
      'licenseDenied.happened': 'Answer yes or no',
      'licenseSuspendedOrRevoked.explanation': 'Explain what happened',
    });
    const changedToNo = { ...complete(), licenseDenied: { happened: false, explanation: 'Unpaid ticket in 2019' } };
    expect(historySchema.parse(changedToNo).licenseDenied).toEqual({ happened: false, explanation: null });
  });

  it('needs the signed name on one line', () => {
    expect(historyErrors({ ...complete(), certification: { signedName: '' } })).toEqual({ 'certification.signedName': 'Required' });
    expect(historyErrors({ ...complete(), certification: { signedName: 'Dana\nWhitfield' } })).toEqual({
      'certification.signedName': 'Use one line, without line breaks, tabs or hidden control characters',
    });
  });

  it('bounds every list, and refuses an employer whose contact is not one', () => {
    const history = complete();
    const tooMany = { ...history, accidents: Array.from({ length: 21 }, () => history.accidents[0]!) };
    expect(historyErrors(tooMany)).toEqual({ accidents: 'List at most 20 entries' });
    const badEmployer = complete();
    badEmployer.employment[0] = employerEntry(today, { phone: '555', email: 'not an address' });
    expect(historyErrors(badEmployer)).toEqual({
      'employment.0.phone': 'Enter a 10-digit US phone number',
      'employment.0.email': 'Invalid email',
    });
  });

  it('refuses miles and counts that are not whole numbers', () => {
    const history = complete();
    const typed = {
      ...history,
      experience: [{ ...history.experience[0]!, approximateMiles: '12.5' }],
      accidents: [{ ...history.accidents[0]!, injuries: -1 }],
    };
    expect(historyErrors(typed)).toEqual({
      'experience.0.approximateMiles': 'Enter a whole number from 0 to 10000000',
      'accidents.0.injuries': 'Enter a whole number from 0 to 999',
    });
  });
});
