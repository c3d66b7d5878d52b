// The one rule for who may carry a load: the board shows it and the assignment enforces it.
import { describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import { ineligibleReason, type DriverForEligibility } from './driver-eligibility.js';

const TODAY = '2026-11-24';
const valid: DriverForEligibility = {
  status: 'active',
  licenseType: 'CDL',
  licenseExpiration: '2027-06-01',
  medicalCardExpiration: '2027-03-01',
};

describe('ineligibleReason', () => {
  it('lets an active driver with valid papers carry a load', () => {
    expect(ineligibleReason(valid, '2026-11-25', TODAY)).toBeNull();
  });

  it('counts a license or card valid through its last day', () => {
    expect(ineligibleReason({ ...valid, licenseExpiration: TODAY, medicalCardExpiration: TODAY }, TODAY, TODAY)).toBeNull();
  });

  it.each(['inactive', 'terminated'] as const)('refuses a driver who is %s, before looking at papers', (status) => {
    expect(ineligibleReason({ ...valid, status, licenseExpiration: '2020-01-01' }, TODAY, TODAY)).toBe(DISPATCH_MESSAGES.driverNotActive);
  });

  it('refuses a license that runs out before the pickup day, or has already', () => {
    expect(ineligibleReason({ ...valid, licenseExpiration: '2026-11-30' }, '2026-12-01', TODAY)).toBe(
      DISPATCH_MESSAGES.licenseExpired('2026-12-01'),
    );
    expect(ineligibleReason({ ...valid, licenseExpiration: '2026-11-23' }, '2026-11-20', TODAY)).toBe(
      DISPATCH_MESSAGES.licenseExpired(TODAY),
    );
  });

  it('refuses a medical card that runs out before the pickup day', () => {
    expect(ineligibleReason({ ...valid, medicalCardExpiration: '2026-11-30' }, '2026-12-01', TODAY)).toBe(
      DISPATCH_MESSAGES.medicalCardExpired('2026-12-01'),
    );
  });

  it('asks a CDL driver for a medical card, and nobody else', () => {
    expect(ineligibleReason({ ...valid, medicalCardExpiration: null }, TODAY, TODAY)).toBe(DISPATCH_MESSAGES.medicalCardMissing);
    expect(ineligibleReason({ ...valid, licenseType: 'Chauffeur', medicalCardExpiration: null }, TODAY, TODAY)).toBeNull();
    expect(ineligibleReason({ ...valid, licenseType: 'Non-Commercial', medicalCardExpiration: null }, TODAY, TODAY)).toBeNull();
  });
});
