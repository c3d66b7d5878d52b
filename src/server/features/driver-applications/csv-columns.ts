// The columns of the driver-applications CSV export. License numbers and dates of birth are in
// it: the export is for signed-in admins only, like the dashboard. Each is an SQL expression: the
// database writes the lines (src/server/infra/csv-sql.ts).
import { driverApplications as t } from '../../db/schema.js';
import { csvNumber, csvText, csvTimestamp, type CsvSqlColumn } from '../../infra/csv-sql.js';

export const DRIVER_APPLICATION_CSV_COLUMNS: readonly CsvSqlColumn[] = [
  { header: 'Reference ID', field: csvText(t.referenceId) },
  { header: 'Created', field: csvTimestamp(t.createdAt) },
  { header: 'Status', field: csvText(t.status) },
  { header: 'First Name', field: csvText(t.firstName) },
  { header: 'Last Name', field: csvText(t.lastName) },
  { header: 'Email', field: csvText(t.email) },
  { header: 'Phone', field: csvText(t.phone) },
  { header: 'Address', field: csvText(t.address) },
  { header: 'City', field: csvText(t.city) },
  { header: 'State', field: csvText(t.state) },
  { header: 'ZIP', field: csvText(t.zipCode) },
  { header: 'Date of Birth', field: csvText(t.dateOfBirth) },
  { header: 'License Type', field: csvText(t.licenseType) },
  { header: 'License Number', field: csvText(t.licenseNumber) },
  { header: 'License State', field: csvText(t.licenseState) },
  { header: 'License Expiration', field: csvText(t.licenseExpiration) },
  { header: 'CDL Class', field: csvText(t.cdlClass) },
  { header: 'Endorsements', field: csvText(t.endorsements) },
  { header: 'Years of Experience', field: csvNumber(t.yearsExperience) },
  { header: 'Previous Employer', field: csvText(t.previousEmployer) },
  { header: 'Employment Start', field: csvText(t.employmentStartDate) },
  { header: 'Employment End', field: csvText(t.employmentEndDate) },
  { header: 'Reason for Leaving', field: csvText(t.reasonForLeaving) },
  { header: 'Medical Card Expiration', field: csvText(t.medicalCardExpiration) },
  { header: 'Available to Start', field: csvText(t.canStartDate) },
  { header: 'Additional Information', field: csvText(t.additionalInfo) },
  { header: 'Updated', field: csvTimestamp(t.updatedAt) },
];
