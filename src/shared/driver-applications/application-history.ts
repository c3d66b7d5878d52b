// The parts of a driver application that 49 CFR 391.21 asks for beyond who the applicant is and
// their current license (issue 41): three years of addresses, every license held in three years,
// driving experience by equipment class, three years of accidents and of traffic convictions (or
// an explicit "none"), the employment history (ten years for a commercial driver, three
// otherwise) with every gap explained, any license denied, suspended or revoked, and the signed
// certification. Stored whole with the application (driver_applications.history); the schema
// that checks it is application-history-schema.ts. Plain data: any page may import this.
import type { LicenseType, CdlClass } from './driver-applications.js';

/** Months are YYYY-MM; days YYYY-MM-DD. A `toMonth` of null means "to this day". */
export type Month = string;
export type CalendarDay = string;

/** How far back each list must reach, in years (391.21(b)(3), (7), (8), (10), (11)). */
export const HISTORY_YEARS = {
  addresses: 3,
  licenses: 3,
  accidents: 3,
  convictions: 3,
  /** Every employer, whatever the work. */
  employment: 3,
  /** An applicant with a CDL lists ten years: the seven more of 391.21(b)(11) for commercial driving. */
  commercialEmployment: 10,
} as const;

/** 391.21(b)(6): the classes of equipment an applicant has driven. */
export const EQUIPMENT_CLASSES = [
  'straight_truck',
  'tractor_semitrailer',
  'tractor_two_trailers',
  'tractor_tanker',
  'bus',
  'other',
] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];

/** The most entries a list takes: enough for any honest history, a bound for a hostile one. */
export const HISTORY_LIST_LIMITS = {
  addresses: 20,
  licenses: 10,
  experience: EQUIPMENT_CLASSES.length,
  accidents: 20,
  convictions: 20,
  employment: 40,
} as const;

/** An address lived at before the current one (the current one is the application's own fields). */
export interface PreviousAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  fromMonth: Month;
  toMonth: Month;
}

/** A license held in the last three years other than the current one (the application's own fields). */
export interface OtherLicense {
  state: string;
  number: string;
  type: LicenseType;
  cdlClass: CdlClass | null;
  /** YYYY-MM-DD, as printed. */
  expiration: CalendarDay;
}

export interface DrivingExperience {
  equipment: EquipmentClass;
  fromMonth: Month;
  toMonth: Month | null;
  /** Approximate total miles driven in this class. */
  approximateMiles: number;
}

export interface Accident {
  date: CalendarDay;
  /** What happened: head-on, rear-end, upset... */
  nature: string;
  fatalities: number;
  injuries: number;
  hazmatSpill: boolean;
}

export interface TrafficConviction {
  date: CalendarDay;
  /** City and state. */
  location: string;
  charge: string;
  penalty: string;
}

/** One employer, most recent first. */
export interface EmploymentEntry {
  kind: 'employer';
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  /** Where the safety performance history request (391.23) can be e-mailed; optional. */
  email: string | null;
  position: string;
  fromMonth: Month;
  toMonth: Month | null;
  reasonForLeaving: string;
  /** 391.21(b)(11)(i): was the applicant subject to the FMCSRs there? */
  subjectToFmcsr: boolean;
  /** 391.21(b)(11)(ii): was the job a safety-sensitive function under DOT drug and alcohol testing (49 CFR part 40)? */
  safetySensitive: boolean;
}

/** A time without an employer: school, unemployment, military... explained (391.21(b)(11)). */
export interface EmploymentGap {
  kind: 'gap';
  fromMonth: Month;
  toMonth: Month | null;
  explanation: string;
}

export type EmploymentHistoryEntry = EmploymentEntry | EmploymentGap;

/** 391.21(b)(9): a yes or no, explained when yes. */
export interface LicenseAction {
  happened: boolean;
  explanation: string | null;
}

/** What the applicant certifies (391.21(b)(12)), in the words of APPLICATION_CERTIFICATION. */
export interface ApplicationCertification {
  /** The applicant's name as typed under the signature. */
  signedName: string;
}

export interface ApplicationHistory {
  /** Since when the applicant has lived at the application's current address. */
  currentAddressSince: Month;
  previousAddresses: PreviousAddress[];
  otherLicenses: OtherLicense[];
  experience: DrivingExperience[];
  /** True only when the applicant ticked "none"; then `accidents` is empty. */
  noAccidents: boolean;
  accidents: Accident[];
  noConvictions: boolean;
  convictions: TrafficConviction[];
  employment: EmploymentHistoryEntry[];
  licenseDenied: LicenseAction;
  licenseSuspendedOrRevoked: LicenseAction;
  certification: ApplicationCertification;
}
