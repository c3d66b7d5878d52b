// The SQL behind the qualification file's documents (issue 41): the driver and the application they
// were hired from, the records and inquiries of their file with who made each, and the files those
// point at. Never the Social Security number's columns: no document prints it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  adminUsers,
  driverApplications,
  driverProfiles,
  previousEmployerInquiries,
  qualificationRecords,
  uploads,
} from '../../db/schema.js';

export async function findDriverForDocuments(executor: Executor, driverProfileId: number) {
  const [row] = await executor
    .select({
      id: driverProfiles.id,
      profileId: driverProfiles.profileId,
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      dateOfBirth: driverProfiles.dateOfBirth,
      licenseType: driverProfiles.licenseType,
      cdlClass: driverProfiles.cdlClass,
      licenseNumber: driverProfiles.licenseNumber,
      licenseState: driverProfiles.licenseState,
      licenseExpiration: driverProfiles.licenseExpiration,
      medicalCardExpiration: driverProfiles.medicalCardExpiration,
      hireDate: driverProfiles.hireDate,
      licenseUploadId: driverProfiles.licenseUploadId,
      medicalCardUploadId: driverProfiles.medicalCardUploadId,
      updatedAt: driverProfiles.updatedAt,
      application: {
        id: driverApplications.id,
        referenceId: driverApplications.referenceId,
        firstName: driverApplications.firstName,
        lastName: driverApplications.lastName,
        email: driverApplications.email,
        phone: driverApplications.phone,
        address: driverApplications.address,
        city: driverApplications.city,
        state: driverApplications.state,
        zipCode: driverApplications.zipCode,
        dateOfBirth: driverApplications.dateOfBirth,
        licenseType: driverApplications.licenseType,
        cdlClass: driverApplications.cdlClass,
        licenseNumber: driverApplications.licenseNumber,
        licenseState: driverApplications.licenseState,
        licenseExpiration: driverApplications.licenseExpiration,
        endorsements: driverApplications.endorsements,
        yearsExperience: driverApplications.yearsExperience,
        previousEmployer: driverApplications.previousEmployer,
        employmentStartDate: driverApplications.employmentStartDate,
        employmentEndDate: driverApplications.employmentEndDate,
        reasonForLeaving: driverApplications.reasonForLeaving,
        history: driverApplications.history,
        signedName: driverApplications.signedName,
        certifiedAt: driverApplications.certifiedAt,
        createdAt: driverApplications.createdAt,
      },
    })
    .from(driverProfiles)
    .innerJoin(driverApplications, eq(driverApplications.id, driverProfiles.driverApplicationId))
    .where(eq(driverProfiles.id, driverProfileId));
  return row;
}
export type DriverForDocumentsRow = NonNullable<Awaited<ReturnType<typeof findDriverForDocuments>>>;

const recordColumns = {
  id: qualificationRecords.id,
  kind: qualificationRecords.kind,
  details: qualificationRecords.details,
  effectiveOn: qualificationRecords.effectiveOn,
  uploadId: qualificationRecords.uploadId,
  addedBy: adminUsers.email,
  createdAt: qualificationRecords.createdAt,
};

/** The driver's records, oldest first (the order they were added to the file). */
export async function findRecordsForDocuments(executor: Executor, driverProfileId: number) {
  return executor
    .select(recordColumns)
    .from(qualificationRecords)
    .leftJoin(adminUsers, eq(adminUsers.id, qualificationRecords.addedByAdminId))
    .where(eq(qualificationRecords.driverProfileId, driverProfileId))
    .orderBy(asc(qualificationRecords.effectiveOn), asc(qualificationRecords.id));
}
export type RecordForDocumentsRow = Awaited<ReturnType<typeof findRecordsForDocuments>>[number];

/** One record, only when it belongs to the driver: another driver's record id is not found. */
export async function findRecordOfDriver(executor: Executor, driverProfileId: number, recordId: number) {
  const [row] = await executor
    .select(recordColumns)
    .from(qualificationRecords)
    .leftJoin(adminUsers, eq(adminUsers.id, qualificationRecords.addedByAdminId))
    .where(and(eq(qualificationRecords.driverProfileId, driverProfileId), eq(qualificationRecords.id, recordId)));
  return row;
}

const sentBy = alias(adminUsers, 'sent_by');
const recordedBy = alias(adminUsers, 'recorded_by');

export async function findInquiriesForDocuments(executor: Executor, driverProfileId: number) {
  return executor
    .select({
      id: previousEmployerInquiries.id,
      entryIndex: previousEmployerInquiries.entryIndex,
      employer: previousEmployerInquiries.employer,
      deadlineOn: previousEmployerInquiries.deadlineOn,
      sentAt: previousEmployerInquiries.sentAt,
      sentMethod: previousEmployerInquiries.sentMethod,
      sentBy: sentBy.email,
      outcome: previousEmployerInquiries.outcome,
      receivedOn: previousEmployerInquiries.receivedOn,
      note: previousEmployerInquiries.note,
      responseUploadId: previousEmployerInquiries.responseUploadId,
      recordedBy: recordedBy.email,
      recordedAt: previousEmployerInquiries.recordedAt,
    })
    .from(previousEmployerInquiries)
    .leftJoin(sentBy, eq(sentBy.id, previousEmployerInquiries.sentByAdminId))
    .leftJoin(recordedBy, eq(recordedBy.id, previousEmployerInquiries.recordedByAdminId))
    .where(eq(previousEmployerInquiries.driverProfileId, driverProfileId))
    .orderBy(asc(previousEmployerInquiries.entryIndex));
}
export type InquiryForDocumentsRow = Awaited<ReturnType<typeof findInquiriesForDocuments>>[number];

export interface StoredUpload {
  id: string;
  storageKey: string;
  contentType: string;
  originalName: string;
}

/** The uploads by id (a record's file, an answer, the application's copies), in one query. */
export async function findUploads(executor: Executor, ids: readonly string[]): Promise<Map<string, StoredUpload>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: uploads.id, storageKey: uploads.storageKey, contentType: uploads.contentType, originalName: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The signature drawn under the application's certification, when it was made on our form. */
export async function findApplicationSignature(executor: Executor, driverApplicationId: number): Promise<StoredUpload | undefined> {
  const [row] = await executor
    .select({ id: uploads.id, storageKey: uploads.storageKey, contentType: uploads.contentType, originalName: uploads.originalName })
    .from(uploads)
    .where(and(eq(uploads.driverApplicationId, driverApplicationId), eq(uploads.purpose, 'application_signature')))
    .orderBy(asc(uploads.createdAt))
    .limit(1);
  return row;
}
