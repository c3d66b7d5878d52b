// A complete, valid 391.21 history for tests, dated from the day the test runs for (its months
// counted back from `today`): two addresses, a license held before, a class of equipment, one
// accident, no convictions, and eleven years of employment (two employers and a gap between them),
// enough for a CDL applicant's ten.
import type { ApplicationHistory, EmploymentEntry } from '../application-history.js';
import type { ApplicationHistoryInput } from '../application-history-schema.js';
import { monthNumber, monthOf } from '../month-coverage.js';

/** The month `months` before today's, YYYY-MM. */
export const monthsBefore = (today: string, months: number) => monthOf(monthNumber(today.slice(0, 7)) - months);

export function employerEntry(today: string, overrides: Partial<EmploymentEntry> = {}): EmploymentEntry {
  return {
    kind: 'employer',
    name: 'Great Lakes Haulers',
    address: '400 Terminal Way',
    city: 'Toledo',
    state: 'OH',
    zipCode: '43604',
    phone: '(419) 555-0188',
    email: 'safety@greatlakes.example',
    position: 'Linehaul driver',
    fromMonth: monthsBefore(today, 30),
    toMonth: null,
    reasonForLeaving: 'Still employed',
    subjectToFmcsr: true,
    safetySensitive: true,
    ...overrides,
  };
}

export function completeHistory(today: string): ApplicationHistory {
  return {
    currentAddressSince: monthsBefore(today, 24),
    previousAddresses: [
      {
        address: '12 Elm St',
        city: 'Ypsilanti',
        state: 'MI',
        zipCode: '48197',
        fromMonth: monthsBefore(today, 60),
        toMonth: monthsBefore(today, 25),
      },
    ],
    otherLicenses: [{ state: 'OH', number: 'OH12345', type: 'CDL', cdlClass: 'A', expiration: '2024-03-31' }],
    experience: [{ equipment: 'tractor_semitrailer', fromMonth: monthsBefore(today, 120), toMonth: null, approximateMiles: 900000 }],
    noAccidents: false,
    accidents: [{ date: `${monthsBefore(today, 12)}-15`, nature: 'Rear-ended at a light', fatalities: 0, injuries: 0, hazmatSpill: false }],
    noConvictions: true,
    convictions: [],
    employment: [
      employerEntry(today),
      { kind: 'gap', fromMonth: monthsBefore(today, 40), toMonth: monthsBefore(today, 31), explanation: 'Caring for a parent' },
      employerEntry(today, {
        name: 'Motor City Freight',
        address: '9 Dock St',
        city: 'Detroit',
        state: 'MI',
        zipCode: '48201',
        phone: '(313) 555-0100',
        email: null,
        fromMonth: monthsBefore(today, 132),
        toMonth: monthsBefore(today, 41),
        reasonForLeaving: 'Company closed its Michigan terminal',
      }),
    ],
    licenseDenied: { happened: false, explanation: null },
    licenseSuspendedOrRevoked: { happened: false, explanation: null },
    certification: { signedName: 'Dana Whitfield' },
  };
}

/**
 * The same history as the form holds it: numbers as typed text, an open end or a missing e-mail
 * as an empty box (what the draft keeps and the form sends).
 */
export function typedHistory(today: string): ApplicationHistoryInput {
  return JSON.parse(
    JSON.stringify(completeHistory(today), (key, value: unknown) => {
      if (typeof value === 'number') return String(value);
      if (value === null && key !== 'happened') return '';
      return value;
    }),
  ) as ApplicationHistoryInput;
}
