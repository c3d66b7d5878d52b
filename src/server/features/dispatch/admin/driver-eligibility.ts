// Whether a driver may carry a load (issue 22): the one rule the board shows beside each driver
// and the assignment enforces, so what the office sees is what the server refuses.
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import type { DriverProfileStatus, LicenseType } from '../../../../shared/driver-applications/driver-applications.js';

export interface DriverForEligibility {
  status: DriverProfileStatus;
  licenseType: LicenseType;
  /** YYYY-MM-DD; valid through that day. */
  licenseExpiration: string;
  medicalCardExpiration: string | null;
}

/**
 * Why `driver` cannot be assigned a load picked up on `plannedPickupDate` (YYYY-MM-DD), or null
 * when they can. A license or card must still be valid on the later of today and the pickup day:
 * one that runs out before the truck leaves is as good as expired.
 */
export function ineligibleReason(driver: DriverForEligibility, plannedPickupDate: string, today: string): string | null {
  if (driver.status !== 'active') return DISPATCH_MESSAGES.driverNotActive;
  // Calendar days as YYYY-MM-DD compare correctly as strings.
  const until = plannedPickupDate > today ? plannedPickupDate : today;
  if (driver.licenseExpiration < until) return DISPATCH_MESSAGES.licenseExpired(until);
  if (driver.medicalCardExpiration === null) return driver.licenseType === 'CDL' ? DISPATCH_MESSAGES.medicalCardMissing : null;
  if (driver.medicalCardExpiration < until) return DISPATCH_MESSAGES.medicalCardExpired(until);
  return null;
}
