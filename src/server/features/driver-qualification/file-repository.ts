// The SQL of a driver's qualification file (issue 41): the driver it belongs to, its records and
// previous-employer inquiries, and nothing else. The application's history is read here straight
// from its table: driver-applications calls this feature's door at hire, so this feature may not
// call back through that one.
import { and, desc, asc, eq } from 'drizzle-orm';
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
import type { StoredUpload } from '../../infra/storage/multipart-form.js';

export type QualificationRecordRow = typeof qualificationRecords.$inferSelect;
export type InquiryRow = typeof previousEmployerInquiries.$inferSelect;
export type NewQualificationRecordRow = typeof qualificationRecords.$inferInsert;
export type NewInquiryRow = typeof previousEmployerInquiries.$inferInsert;

const driverColumns = {
  id: driverProfiles.id,
  profileId: driverProfiles.profileId,
  driverApplicationId: driverProfiles.driverApplicationId,
  firstName: driverProfiles.firstName,
  lastName: driverProfiles.lastName,
  dateOfBirth: driverProfiles.dateOfBirth,
  hireDate: driverProfiles.hireDate,
  ssnLast4: driverProfiles.ssnLast4,
};
export type QualificationDriver = { [K in keyof typeof driverColumns]: (typeof driverProfiles.$inferSelect)[K] };

export async function findQualificationDriver(executor: Executor, driverProfileId: number): Promise<QualificationDriver | undefined> {
  const [row] = await executor.select(driverColumns).from(driverProfiles).where(eq(driverProfiles.id, driverProfileId)).limit(1);
  return row;
}

/** The driver, locked until the transaction ends: two records added at once update the profile one after the other. */
export async function lockQualificationDriver(executor: Executor, driverProfileId: number): Promise<QualificationDriver | undefined> {
  const [row] = await executor
    .select(driverColumns)
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1)
    .for('update');
  return row;
}

/** The driver's records, newest first, with the e-mail of who added each and the attached file's name. */
export async function findQualificationRecords(executor: Executor, driverProfileId: number) {
  return executor
    .select({
      id: qualificationRecords.id,
      kind: qualificationRecords.kind,
      details: qualificationRecords.details,
      fileName: uploads.originalName,
      fileType: uploads.contentType,
      addedBy: adminUsers.email,
      createdAt: qualificationRecords.createdAt,
    })
    .from(qualificationRecords)
    .leftJoin(uploads, eq(uploads.id, qualificationRecords.uploadId))
    .leftJoin(adminUsers, eq(adminUsers.id, qualificationRecords.addedByAdminId))
    .where(eq(qualificationRecords.driverProfileId, driverProfileId))
    .orderBy(desc(qualificationRecords.createdAt), desc(qualificationRecords.id));
}

const recorder = alias(adminUsers, 'recorder');

/** The driver's inquiries in the application's order (most recent employer first), with who recorded each outcome. */
export async function findInquiries(executor: Executor, driverProfileId: number) {
  return executor
    .select({ inquiry: previousEmployerInquiries, recordedBy: recorder.email })
    .from(previousEmployerInquiries)
    .leftJoin(recorder, eq(recorder.id, previousEmployerInquiries.recordedByAdminId))
    .where(eq(previousEmployerInquiries.driverProfileId, driverProfileId))
    .orderBy(asc(previousEmployerInquiries.entryIndex));
}

/** One of the driver's inquiries: undefined when there is none by that id, or it is another driver's. */
export async function findInquiryOfDriver(
  executor: Executor,
  driverProfileId: number,
  inquiryId: number,
  options: { lock?: boolean } = {},
): Promise<InquiryRow | undefined> {
  const query = executor
    .select()
    .from(previousEmployerInquiries)
    .where(and(eq(previousEmployerInquiries.id, inquiryId), eq(previousEmployerInquiries.driverProfileId, driverProfileId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findInquiryById(executor: Executor, inquiryId: number): Promise<InquiryRow | undefined> {
  const [row] = await executor.select().from(previousEmployerInquiries).where(eq(previousEmployerInquiries.id, inquiryId)).limit(1);
  return row;
}

/** One of the driver's records: undefined when there is none by that id, or it is another driver's. */
export async function findRecordOfDriver(
  executor: Executor,
  driverProfileId: number,
  recordId: number,
): Promise<QualificationRecordRow | undefined> {
  const [row] = await executor
    .select()
    .from(qualificationRecords)
    .where(and(eq(qualificationRecords.id, recordId), eq(qualificationRecords.driverProfileId, driverProfileId)))
    .limit(1);
  return row;
}

/** A file of the qualification file, owned by the driver's application like every driver document. */
export async function insertFileUpload(
  executor: Executor,
  values: { purpose: 'qualification_document' | 'inquiry_response'; driverApplicationId: number; upload: StoredUpload },
): Promise<string> {
  const { upload } = values;
  const [row] = await executor
    .insert(uploads)
    .values({
      purpose: values.purpose,
      driverApplicationId: values.driverApplicationId,
      storageKey: upload.storageKey,
      originalName: upload.originalName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertQualificationRecord(executor: Executor, values: NewQualificationRecordRow): Promise<QualificationRecordRow> {
  const [row] = await executor.insert(qualificationRecords).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A renewed license or medical certificate, onto the profile the Drivers list and dispatch read. */
export async function updateDriverCredentials(
  executor: Executor,
  driverProfileId: number,
  values: Partial<
    Pick<
      typeof driverProfiles.$inferInsert,
      'licenseNumber' | 'licenseState' | 'licenseExpiration' | 'medicalCardExpiration' | 'medicalCardUploadId'
    >
  >,
): Promise<void> {
  await executor
    .update(driverProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(driverProfiles.id, driverProfileId));
}

export async function insertInquiries(executor: Executor, rows: readonly NewInquiryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(previousEmployerInquiries).values([...rows]);
}

export async function markInquirySent(
  executor: Executor,
  inquiryId: number,
  values: Pick<NewInquiryRow, 'sentAt' | 'sentMethod' | 'sentByAdminId'>,
): Promise<void> {
  await executor.update(previousEmployerInquiries).set(values).where(eq(previousEmployerInquiries.id, inquiryId));
}

export async function recordInquiryOutcome(
  executor: Executor,
  inquiryId: number,
  values: Pick<NewInquiryRow, 'outcome' | 'receivedOn' | 'note' | 'responseUploadId' | 'recordedByAdminId' | 'recordedAt'>,
): Promise<void> {
  await executor.update(previousEmployerInquiries).set(values).where(eq(previousEmployerInquiries.id, inquiryId));
}

/** The upload row of a file in the qualification file (for its download). */
export async function findUpload(executor: Executor, uploadId: string) {
  const [row] = await executor.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row;
}

/** What the request letter says of the driver: their name and date of birth. */
export async function findLetterDriver(executor: Executor, driverProfileId: number) {
  const [row] = await executor
    .select({
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      dateOfBirth: driverProfiles.dateOfBirth,
      signedName: driverApplications.signedName,
      certifiedAt: driverApplications.certifiedAt,
    })
    .from(driverProfiles)
    .innerJoin(driverApplications, eq(driverApplications.id, driverProfiles.driverApplicationId))
    .where(eq(driverProfiles.id, driverProfileId))
    .limit(1);
  return row;
}
