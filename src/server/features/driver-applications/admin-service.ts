// What an admin does with driver applications: find them, read one whole, move one through the
// hiring steps, export the list. A change the applicant should hear about queues their mail in
// the same transaction as the change.
import type { MemberAuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent, recordExport } from '../../platform/audit/record-audit-event.js';
import type { Readable } from 'node:stream';
import {
  type AdminDriverApplicationDetail,
  type AdminDriverApplicationSummary,
  type ApplicationStatusUpdate,
  APPLICATION_NOT_FOUND,
} from '../../../shared/driver-applications/admin-driver-applications.js';
import { ADMIN_COUNT_CAP, type AdminListQuery, type AdminPage } from '../../../shared/admin-lists.js';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../errors.js';
import { byDescendingId, csvLinesStream } from '../../infra/csv-export.js';
import { csvHeaders } from '../../infra/csv-sql.js';
import { applicationStatusEmail } from './admin-emails.js';
import {
  countMatchingApplications,
  findApplicationById,
  findApplicationDocuments,
  findApplicationExportBatch,
  findApplicationHistory,
  findApplicationPage,
  findProfileOfApplication,
  lockApplication,
  setApplicationStatus,
  type DriverApplicationSummaryRow,
} from './admin-repository.js';
import { DRIVER_APPLICATION_CSV_COLUMNS } from './csv-columns.js';
import type { DriverApplicationDeps } from './deps.js';
import { uploadView } from '../uploads/index.js';

export async function listDriverApplications(db: Database, query: AdminListQuery): Promise<AdminPage<AdminDriverApplicationSummary>> {
  const [rows, total] = await Promise.all([findApplicationPage(db, query), countMatchingApplications(db, query)]);
  return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total, totalIsCapped: total >= ADMIN_COUNT_CAP };
}

export async function driverApplicationDetail(db: Database, id: number): Promise<AdminDriverApplicationDetail> {
  const application = await findApplicationById(db, id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const [documents, history, profile] = await Promise.all([
    findApplicationDocuments(db, id),
    findApplicationHistory(db, id),
    findProfileOfApplication(db, id),
  ]);
  return {
    ...toSummary(application),
    address: application.address,
    zipCode: application.zipCode,
    dateOfBirth: application.dateOfBirth,
    licenseNumber: application.licenseNumber,
    licenseState: application.licenseState,
    licenseExpiration: application.licenseExpiration,
    endorsements: application.endorsements,
    previousEmployer: application.previousEmployer,
    employmentStartDate: application.employmentStartDate,
    employmentEndDate: application.employmentEndDate,
    reasonForLeaving: application.reasonForLeaving,
    medicalCardExpiration: application.medicalCardExpiration,
    additionalInfo: application.additionalInfo,
    canStartDate: application.canStartDate,
    updatedAt: application.updatedAt.toISOString(),
    documents: documents.map((document) => ({ ...uploadView(document), createdAt: document.createdAt.toISOString() })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    profile: profile ? { ...profile, createdAt: profile.createdAt.toISOString() } : null,
    applicantHistory: application.history,
    signedName: application.signedName,
    certifiedAt: application.certifiedAt?.toISOString() ?? null,
  };
}

/**
 * Moves an application to any status (the team may go back a step) and records who, when, from,
 * to and why. Saving the same status with notes records the notes; the applicant is mailed only
 * when the status really changed, and only for steps that concern them. A hired applicant's
 * application is closed: their driver profile carries on from there.
 */
export async function changeApplicationStatus(
  deps: Pick<DriverApplicationDeps, 'outbox' | 'company'>,
  id: number,
  update: ApplicationStatusUpdate,
  audit: MemberAuditContext,
): Promise<AdminDriverApplicationSummary> {
  const adminId = audit.actor.adminId;
  const row = await deps.outbox.transaction(async (tx) => {
    const current = await lockApplication(tx, id);
    if (!current) throw notFound(APPLICATION_NOT_FOUND);
    const profile = await findProfileOfApplication(tx, id);
    if (profile && update.status !== current.status) {
      throw conflict(
        `${current.firstName} ${current.lastName} was hired as driver ${profile.profileId}; the application can no longer change status.`,
      );
    }
    const updated = await setApplicationStatus(tx, { id, from: current.status, to: update.status, notes: update.notes, adminId });
    // Notes are internal and may name people: the history keeps them; the event says only that some were written.
    await recordAuditEvent(tx, audit, {
      action: 'driver_application.status_changed',
      recordType: 'driver_application',
      recordId: id,
      changes: { ...changeOf('status', current.status, updated.status), ...(update.notes ? factsOf({ notesAdded: true }) : {}) },
    });
    const email = current.status !== update.status ? applicationStatusEmail(updated, deps) : undefined;
    if (email) await deps.outbox.enqueue(tx, [email]);
    return updated;
  });
  return toSummary(row);
}

/** The CSV of the matching applications; the download is recorded first (streamed, its row count is not known). */
export async function exportDriverApplications(
  db: Database,
  query: Pick<AdminListQuery, 'search' | 'status'>,
  audit: MemberAuditContext,
): Promise<Readable> {
  await recordExport(db, audit, 'driver_applications', { search: query.search ?? null, status: query.status });
  return csvLinesStream(
    csvHeaders(DRIVER_APPLICATION_CSV_COLUMNS),
    byDescendingId((beforeId, size) => findApplicationExportBatch(db, query, beforeId, size)),
  );
}

export function toSummary(row: DriverApplicationSummaryRow): AdminDriverApplicationSummary {
  return {
    id: row.id,
    referenceId: row.referenceId,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    licenseType: row.licenseType,
    cdlClass: row.cdlClass,
    yearsExperience: row.yearsExperience,
    city: row.city,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}
