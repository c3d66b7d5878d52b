// The columns of the driver-applications CSV export. License numbers and dates of birth are in
// it: the export is for signed-in admins only, like the dashboard.
import type { CsvColumn } from '../../infra/csv-export.js';
import type { DriverApplicationRow } from './admin-repository.js';

export const DRIVER_APPLICATION_CSV_COLUMNS: readonly CsvColumn<DriverApplicationRow>[] = [
  { header: 'Reference ID', value: (a) => a.referenceId },
  { header: 'Created', value: (a) => a.createdAt },
  { header: 'Status', value: (a) => a.status },
  { header: 'First Name', value: (a) => a.firstName },
  { header: 'Last Name', value: (a) => a.lastName },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Address', value: (a) => a.address },
  { header: 'City', value: (a) => a.city },
  { header: 'State', value: (a) => a.state },
  { header: 'ZIP', value: (a) => a.zipCode },
  { header: 'Date of Birth', value: (a) => a.dateOfBirth },
  { header: 'License Type', value: (a) => a.licenseType },
  { header: 'License Number', value: (a) => a.licenseNumber },
  { header: 'License State', value: (a) => a.licenseState },
  { header: 'License Expiration', value: (a) => a.licenseExpiration },
  { header: 'CDL Class', value: (a) => a.cdlClass },
  { header: 'Endorsements', value: (a) => a.endorsements },
  { header: 'Years of Experience', value: (a) => a.yearsExperience },
  { header: 'Previous Employer', value: (a) => a.previousEmployer },
  { header: 'Employment Start', value: (a) => a.employmentStartDate },
  { header: 'Employment End', value: (a) => a.employmentEndDate },
  { header: 'Reason for Leaving', value: (a) => a.reasonForLeaving },
  { header: 'Medical Card Expiration', value: (a) => a.medicalCardExpiration },
  { header: 'Available to Start', value: (a) => a.canStartDate },
  { header: 'Additional Information', value: (a) => a.additionalInfo },
  { header: 'Updated', value: (a) => a.updatedAt },
];
