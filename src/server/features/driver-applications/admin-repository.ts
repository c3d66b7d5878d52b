// The SQL behind the admin dashboard's driver applications, and nothing else.
import { and, asc, count, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../shared/admin-lists.js';
import type { DriverApplicationStatus } from '../../../shared/driver-applications/driver-applications.js';
import { csvLineSql } from '../../infra/csv-sql.js';
import { DRIVER_APPLICATION_CSV_COLUMNS } from './csv-columns.js';
import type { Executor } from '../../db/client.js';
import { adminListFilter } from '../../db/admin-list-filter.js';
import { countUpToCap, onePerRow, pageOf } from '../../db/paged-list.js';
import { applyStatusChange, historyEntryOf, statusUpdateOf, type StatusChange } from '../../db/status-change.js';
import { statusHistoryOf } from '../../db/status-history.js';
import { adminUsers, driverApplicationStatusHistory, driverApplications, driverProfiles, uploads } from '../../db/schema.js';

export type DriverApplicationRow = typeof driverApplications.$inferSelect;

const summaryColumns = {
  id: driverApplications.id,
  referenceId: driverApplications.referenceId,
  status: driverApplications.status,
  firstName: driverApplications.firstName,
  lastName: driverApplications.lastName,
  email: driverApplications.email,
  phone: driverApplications.phone,
  licenseType: driverApplications.licenseType,
  cdlClass: driverApplications.cdlClass,
  yearsExperience: driverApplications.yearsExperience,
  city: driverApplications.city,
  state: driverApplications.state,
  createdAt: driverApplications.createdAt,
  language: driverApplications.language,
};

export type DriverApplicationSummaryRow = Pick<DriverApplicationRow, keyof typeof summaryColumns>;

// The expression the name trigram index is built on (migration 0002), so the index serves it.
const fullName = sql`(${driverApplications.firstName} || ' ' || ${driverApplications.lastName})`;

export function matchingApplications(query: Pick<AdminListQuery, 'search' | 'status'>): SQL | undefined {
  return adminListFilter(query, driverApplications, (pattern) => [
    ilike(fullName, pattern),
    ilike(driverApplications.email, pattern),
    ilike(driverApplications.referenceId, pattern),
  ]);
}

export async function findApplicationPage(executor: Executor, query: AdminListQuery): Promise<DriverApplicationSummaryRow[]> {
  const newestFirst = executor
    .select(summaryColumns)
    .from(driverApplications)
    .where(matchingApplications(query))
    .orderBy(desc(driverApplications.createdAt), desc(driverApplications.id));
  return pageOf(newestFirst.$dynamic(), query);
}

export async function countMatchingApplications(executor: Executor, query: Pick<AdminListQuery, 'search' | 'status'>): Promise<number> {
  return countUpToCap(executor, executor.select(onePerRow()).from(driverApplications).where(matchingApplications(query)).$dynamic());
}

export async function countApplications(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(driverApplications);
  return row?.value ?? 0;
}

export async function findApplicationById(executor: Executor, id: number): Promise<DriverApplicationRow | undefined> {
  const [row] = await executor.select().from(driverApplications).where(eq(driverApplications.id, id)).limit(1);
  return row;
}

/** The application, locked until the transaction ends, so two admins' changes happen one after the other. */
export async function lockApplication(executor: Executor, id: number): Promise<DriverApplicationRow | undefined> {
  const [row] = await executor.select().from(driverApplications).where(eq(driverApplications.id, id)).limit(1).for('update');
  return row;
}

export async function setApplicationStatus(
  executor: Executor,
  change: StatusChange<DriverApplicationStatus>,
): Promise<DriverApplicationRow> {
  return applyStatusChange(
    () => executor.update(driverApplications).set(statusUpdateOf(change)).where(eq(driverApplications.id, change.id)).returning(),
    () => executor.insert(driverApplicationStatusHistory).values({ driverApplicationId: change.id, ...historyEntryOf(change) }),
  );
}

export async function findApplicationHistory(executor: Executor, driverApplicationId: number) {
  const history = driverApplicationStatusHistory;
  return statusHistoryOf(executor, history, eq(history.driverApplicationId, driverApplicationId));
}

/** The profile an application was hired into, if it was. */
export async function findProfileOfApplication(executor: Executor, driverApplicationId: number) {
  const [row] = await executor
    .select({
      id: driverProfiles.id,
      profileId: driverProfiles.profileId,
      status: driverProfiles.status,
      hireDate: driverProfiles.hireDate,
      hiredBy: adminUsers.email,
      createdAt: driverProfiles.createdAt,
    })
    .from(driverProfiles)
    .leftJoin(adminUsers, eq(adminUsers.id, driverProfiles.hiredByAdminId))
    .where(eq(driverProfiles.driverApplicationId, driverApplicationId))
    .limit(1);
  return row;
}

export async function findApplicationDocuments(executor: Executor, driverApplicationId: number) {
  return executor
    .select({
      id: uploads.id,
      purpose: uploads.purpose,
      originalName: uploads.originalName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.driverApplicationId, driverApplicationId))
    .orderBy(asc(uploads.purpose), asc(uploads.createdAt), asc(uploads.id));
}

export async function findApplicationExportBatch(
  executor: Executor,
  query: Pick<AdminListQuery, 'search' | 'status'>,
  beforeId: number | undefined,
  batchSize: number,
): Promise<{ id: number; line: string }[]> {
  return executor
    .select({ id: driverApplications.id, line: csvLineSql(DRIVER_APPLICATION_CSV_COLUMNS) })
    .from(driverApplications)
    .where(and(matchingApplications(query), beforeId === undefined ? undefined : lt(driverApplications.id, beforeId)))
    .orderBy(desc(driverApplications.id))
    .limit(batchSize);
}
