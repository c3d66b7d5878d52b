// The checklist's rule, item by item: each state, and the day an item lapses (valid through it).
import { describe, expect, it } from 'vitest';
import {
  blockingItems,
  blockingItemText,
  lapseDates,
  qualificationChecklist,
  type QualificationFacts,
  type QualificationItem,
} from './qualification-file.js';

const HIRE = '2026-03-02';

/** A driver whose file is whole on the hire day. */
function facts(overrides: Partial<QualificationFacts> = {}): QualificationFacts {
  return {
    hireDate: HIRE,
    licenseType: 'CDL',
    licenseExpiration: '2027-06-30',
    medicalCardExpiration: '2027-01-31',
    applicationOnFile: true,
    licenseStates: ['MI'],
    recordStates: ['MI'],
    roadTestOn: '2026-02-27',
    lastAnnualReviewOn: null,
    inquiries: { total: 2, settled: 2 },
    ...overrides,
  };
}

const stateOf = (item: QualificationItem, driver: QualificationFacts, asOf: string) =>
  qualificationChecklist(driver, asOf).find((status) => status.item === item);

describe('qualificationChecklist', () => {
  it('lists the items in the order an auditor reads them, all present for a whole file (the first review due)', () => {
    const checklist = qualificationChecklist(facts(), HIRE);
    expect(checklist.map((status) => [status.item, status.state])).toEqual([
      ['application', 'present'],
      ['license', 'present'],
      ['motor_vehicle_record', 'present'],
      ['road_test', 'present'],
      ['medical_certificate', 'present'],
      ['previous_employer_inquiries', 'present'],
      ['annual_review', 'due'],
    ]);
    expect(blockingItems(checklist)).toEqual([]);
  });

  it('a missing application, road test or motor vehicle record is missing and blocks', () => {
    const driver = facts({ applicationOnFile: false, roadTestOn: null, licenseStates: ['MI', 'OH'], recordStates: ['MI'] });
    const blocking = blockingItems(qualificationChecklist(driver, HIRE));
    expect(blocking.map((status) => status.item)).toEqual(['application', 'motor_vehicle_record', 'road_test']);
    expect(blocking.map(blockingItemText)).toEqual([
      'Application for employment (391.21) is missing',
      'Motor vehicle record from each licensing state (391.23) (OH) is missing',
      'Road test certificate (391.31) is missing',
    ]);
  });

  it('a license is valid through its expiry day and expired the day after', () => {
    expect(stateOf('license', facts(), '2027-06-30')).toMatchObject({ state: 'present', dueOn: '2027-06-30' });
    expect(stateOf('license', facts(), '2027-07-01')).toMatchObject({ state: 'expired', dueOn: '2027-06-30' });
  });

  it('a medical certificate is required with a CDL only; without one it is missing', () => {
    expect(stateOf('medical_certificate', facts({ medicalCardExpiration: null }), HIRE)).toMatchObject({
      state: 'missing',
      required: true,
    });
    const nonCdl = facts({ licenseType: 'Non-Commercial', medicalCardExpiration: null });
    expect(stateOf('medical_certificate', nonCdl, HIRE)).toMatchObject({ state: 'missing', required: false });
    expect(blockingItems(qualificationChecklist(nonCdl, HIRE))).toEqual([]);
    expect(stateOf('medical_certificate', facts(), '2027-01-31')?.state).toBe('present');
    expect(stateOf('medical_certificate', facts(), '2027-02-01')?.state).toBe('expired');
  });

  it('unanswered inquiries are due through the 30th day after hire, missing after', () => {
    const waiting = facts({ inquiries: { total: 3, settled: 1 } });
    expect(stateOf('previous_employer_inquiries', waiting, '2026-04-01')).toMatchObject({
      state: 'due',
      dueOn: '2026-04-01',
      lacking: '2 of 3 not answered',
    });
    expect(stateOf('previous_employer_inquiries', waiting, '2026-04-02')?.state).toBe('missing');
    expect(stateOf('previous_employer_inquiries', facts({ inquiries: { total: 0, settled: 0 } }), '2026-09-01')?.state).toBe('present');
  });

  it('the first annual review is due a year after hire; a review is valid a year, then expired', () => {
    expect(stateOf('annual_review', facts(), '2027-03-02')).toMatchObject({ state: 'due', dueOn: '2027-03-02' });
    expect(stateOf('annual_review', facts(), '2027-03-03')).toMatchObject({ state: 'missing' });
    const reviewed = facts({ lastAnnualReviewOn: '2027-02-15' });
    expect(stateOf('annual_review', reviewed, '2028-02-15')).toMatchObject({ state: 'present', dueOn: '2028-02-15' });
    expect(stateOf('annual_review', reviewed, '2028-02-16')).toMatchObject({ state: 'expired' });
  });

  it('lapseDates names the day each lapsing item lapses', () => {
    expect(lapseDates(facts({ lastAnnualReviewOn: '2027-02-15' }))).toEqual({
      license: '2027-06-30',
      medical_certificate: '2027-01-31',
      annual_review: '2028-02-15',
    });
  });
});
