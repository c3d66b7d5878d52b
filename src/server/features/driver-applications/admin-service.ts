// What an admin does with driver applications here: find them, read one whole, export the list.
import type { Readable } from 'node:stream';
import type { AdminDriverApplicationDetail, AdminDriverApplicationSummary } from '../../../shared/admin-driver-applications.js';
import { ADMIN_COUNT_CAP, type AdminListQuery, type AdminPage } from '../../../shared/admin-lists.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { byDescendingId, csvStream } from '../../infra/csv-export.js';
import {
  countApplications,
  countMatchingApplications,
  findApplicationById,
  findApplicationDocuments,
  findApplicationExportBatch,
  findApplicationPage,
  type DriverApplicationSummaryRow,
} from './admin-repository.js';
import { DRIVER_APPLICATION_CSV_COLUMNS } from './csv-columns.js';

export const APPLICATION_NOT_FOUND = 'There is no driver application with that id.';

export async function listDriverApplications(db: Database, query: AdminListQuery): Promise<AdminPage<AdminDriverApplicationSummary>> {
  const [rows, total] = await Promise.all([findApplicationPage(db, query), countMatchingApplications(db, query)]);
  return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total, totalIsCapped: total >= ADMIN_COUNT_CAP };
}

export async function driverApplicationDetail(db: Database, id: number): Promise<AdminDriverApplicationDetail> {
  const application = await findApplicationById(db, id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const documents = await findApplicationDocuments(db, id);
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
    additionalInfo: application.additionalInfo,
    canStartDate: application.canStartDate,
    updatedAt: application.updatedAt.toISOString(),
    documents: documents.map((document) => ({ ...document, createdAt: document.createdAt.toISOString() })),
  };
}

export function exportDriverApplications(db: Database, query: Pick<AdminListQuery, 'search' | 'status'>): Readable {
  return csvStream(
    DRIVER_APPLICATION_CSV_COLUMNS,
    byDescendingId((beforeId, size) => findApplicationExportBatch(db, query, beforeId, size)),
  );
}

export function driverApplicationCount(db: Database): Promise<number> {
  return countApplications(db);
}

function toSummary(row: DriverApplicationSummaryRow): AdminDriverApplicationSummary {
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
  };
}
