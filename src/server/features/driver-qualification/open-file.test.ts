// Which previous employers are asked at hire (391.23(a)(2)): those where the driver was subject to
// the FMCSRs, whose time there touches the three years before the hire, in the application's order.
import { describe, expect, it } from 'vitest';
import type { ApplicationHistory, EmploymentHistoryEntry } from '../../../shared/driver-applications/application-history.js';
import { employersToAsk } from './open-file.js';

const employer = (name: string, fromMonth: string, toMonth: string | null, subjectToFmcsr = true): EmploymentHistoryEntry => ({
  kind: 'employer',
  name,
  address: '1 Yard Rd',
  city: 'Toledo',
  state: 'OH',
  zipCode: '43604',
  phone: '4195550100',
  email: null,
  position: 'Driver',
  fromMonth,
  toMonth,
  reasonForLeaving: 'Moved on',
  subjectToFmcsr,
  safetySensitive: subjectToFmcsr,
});

function history(employment: EmploymentHistoryEntry[]): ApplicationHistory {
  return {
    currentAddressSince: '2015-01',
    previousAddresses: [],
    otherLicenses: [],
    experience: [],
    noAccidents: true,
    accidents: [],
    noConvictions: true,
    convictions: [],
    employment,
    licenseDenied: { happened: false, explanation: null },
    licenseSuspendedOrRevoked: { happened: false, explanation: null },
    certification: { signedName: 'Dana Whitfield' },
  };
}

describe('employersToAsk', () => {
  it('keeps the FMCSR employers of the three years, with their place in the list, in order', () => {
    const asked = employersToAsk(
      history([
        employer('Current Freight', '2024-06', null),
        { kind: 'gap', fromMonth: '2024-01', toMonth: '2024-05', explanation: 'School' },
        employer('Warehouse Co', '2023-01', '2023-12', false),
        employer('Edge Haulers', '2019-01', '2023-03'),
        employer('Old Lines', '2015-01', '2023-02'),
      ]),
      '2026-03-15',
    );
    // The window opens in 2023-03: Edge Haulers ended that month and is asked; Old Lines ended before.
    expect(asked.map(({ entryIndex, employer: entry }) => [entryIndex, entry.name])).toEqual([
      [0, 'Current Freight'],
      [3, 'Edge Haulers'],
    ]);
  });

  it('asks none for an application made before the history was asked', () => {
    expect(employersToAsk(null, '2026-03-15')).toEqual([]);
  });

  it('asks none of an employer the driver starts with after the hire month', () => {
    expect(employersToAsk(history([employer('Next Year Co', '2026-04', null)]), '2026-03-15')).toEqual([]);
  });
});
