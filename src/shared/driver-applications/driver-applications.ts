// Enumerations of a driver application and a driver profile.
import { titleCaseLabels } from '../labels.js';

export const LICENSE_TYPES = ['CDL', 'Chauffeur', 'Non-Commercial'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const isLicenseType = (value: unknown): value is LicenseType => LICENSE_TYPES.some((type) => type === value);

export const CDL_CLASSES = ['A', 'B', 'C'] as const;
export type CdlClass = (typeof CDL_CLASSES)[number];

export const DRIVER_APPLICATION_STATUSES = ['pending', 'reviewing', 'interview', 'approved', 'rejected'] as const;
export type DriverApplicationStatus = (typeof DRIVER_APPLICATION_STATUSES)[number];

export const DRIVER_PROFILE_STATUSES = ['active', 'inactive', 'terminated'] as const;
export type DriverProfileStatus = (typeof DRIVER_PROFILE_STATUSES)[number];

export const DRIVER_APPLICATION_STATUS_LABELS = titleCaseLabels(DRIVER_APPLICATION_STATUSES);
