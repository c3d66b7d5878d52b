// What the documents we produce for a qualification file say (issue 41): the road test
// certificate (391.31(e)) and the annual review form (391.25(b), 391.27), as plain data made from
// the stored record (or, for the next review, from the file as it stands), so the PDF renderers
// hold no query and the same record always makes the same file. Never the Social Security number.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { AnnualReviewDetermination } from '../../../shared/driver-qualification/qualification-records.js';

export interface DriverOnDocument {
  name: string;
  profileId: string;
  licenseNumber: string;
  licenseState: string;
  hireDate: string;
}

export interface RoadTestCertificate {
  company: CompanyProfile;
  driver: DriverOnDocument;
  testedOn: string;
  examinerName: string;
  powerUnit: string;
  trailerType: string;
  /** When the record was added: the file's dates. */
  recordedAt: Date;
}

export interface AnnualReviewForm {
  company: CompanyProfile;
  driver: DriverOnDocument;
  /** Null on the blank form for the next review: its lines are left to fill in by hand. */
  review: {
    reviewedOn: string;
    reviewerName: string;
    recordObtainedOn: string;
    determination: AnnualReviewDetermination;
    /** As the driver listed them; empty: "None". */
    violations: string;
  } | null;
  /** The next review's form: the day it is due by, and the newest motor vehicle record on file to review. */
  next: { dueOn: string; latestRecordOn: string | null } | null;
  /** The record's time, or the day the blank form was made. */
  madeAt: Date;
}

export const POWER_UNIT_LABELS: Record<string, string> = {
  tractor: 'Tractor',
  straight_truck: 'Straight truck',
  bus: 'Bus',
  other: 'Other',
};
