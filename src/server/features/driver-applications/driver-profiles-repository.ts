// The SQL of driver profiles (the drivers hired from applications), and nothing else.
import { and, asc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DriverProfileListQuery } from '../../../shared/driver-applications/admin-driver-applications.js';
import type { DriverProfileStatus } from '../../../shared/driver-applications/driver-applications.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like-pattern.js';
import { countUpToCap, onePerRow, pageOf } from '../../db/paged-list.js';
import { driverApplications, driverProfiles, uploads } from '../../db/schema.js';

export type NewDriverProfileRow = typeof driverProfiles.$inferInsert;
export type DriverProfileRow = typeof driverProfiles.$inferSelect;

export async function insertDriverProfile(executor: Executor, values: NewDriverProfileRow): Promise<DriverProfileRow> {
  const [row] = await executor.insert(driverProfiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The application's documents by purpose (one each). */
export async function findDocumentIdsByPurpose(executor: Executor, driverApplicationId: number): Promise<Map<string, string>> {
  const rows = await executor
    .select({ id: uploads.id, purpose: uploads.purpose })
    .from(uploads)
    .where(eq(uploads.driverApplicationId, driverApplicationId))
    .orderBy(asc(uploads.createdAt));
  return new Map(rows.map((row) => [row.purpose, row.id]));
}

type ProfileFilter = Pick<DriverProfileListQuery, 'search' | 'status' | 'expiring'>;

/** Drivers matching the filter; `expiring` counts from `today` (YYYY-MM-DD). */
function matchingProfiles(query: ProfileFilter, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(driverProfiles.status, query.status as DriverProfileStatus));
  if (query.search) {
    const pattern = containing(query.search);
    const anyField = or(
      ilike(sql`(${driverProfiles.firstName} || ' ' || ${driverProfiles.lastName})`, pattern),
      ilike(driverProfiles.email, pattern),
      ilike(driverProfiles.profileId, pattern),
    );
    if (anyField) conditions.push(anyField);
  }
  if (query.expiring !== 'all') {
    const until = sql`(${today}::date + ${Number(query.expiring)}::int)`;
    const soon = or(lte(driverProfiles.licenseExpiration, until), lte(driverProfiles.medicalCardExpiration, until));
    if (soon) conditions.push(soon);
  }
  return and(...conditions);
}

// Whichever of the two runs out first decides the order: the most urgent driver is at the top.
const firstExpiry = sql`least(${driverProfiles.licenseExpiration}, coalesce(${driverProfiles.medicalCardExpiration}, ${driverProfiles.licenseExpiration}))`;

export async function findProfilePage(executor: Executor, query: DriverProfileListQuery, today: string) {
  const mostUrgentFirst = executor
    .select({
      id: driverProfiles.id,
      profileId: driverProfiles.profileId,
      driverApplicationId: driverProfiles.driverApplicationId,
      applicationReferenceId: driverApplications.referenceId,
      status: driverProfiles.status,
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      email: driverProfiles.email,
      phone: driverProfiles.phone,
      city: driverProfiles.city,
      state: driverProfiles.state,
      licenseType: driverProfiles.licenseType,
      cdlClass: driverProfiles.cdlClass,
      licenseState: driverProfiles.licenseState,
      licenseExpiration: driverProfiles.licenseExpiration,
      medicalCardExpiration: driverProfiles.medicalCardExpiration,
      hireDate: driverProfiles.hireDate,
      language: driverProfiles.language,
    })
    .from(driverProfiles)
    .innerJoin(driverApplications, eq(driverApplications.id, driverProfiles.driverApplicationId))
    .where(matchingProfiles(query, today))
    .orderBy(asc(firstExpiry), asc(driverProfiles.id));
  return pageOf(mostUrgentFirst.$dynamic(), query);
}

export async function countMatchingProfiles(executor: Executor, query: ProfileFilter, today: string): Promise<number> {
  return countUpToCap(executor, executor.select(onePerRow()).from(driverProfiles).where(matchingProfiles(query, today)).$dynamic());
}
