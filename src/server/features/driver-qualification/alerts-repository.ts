// The SQL of the lapse alerts (issue 41): the active drivers a page at a time, the alert's row (its
// key makes it once per driver, item, lapse day and threshold), and recruiting's addresses.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { LapsingItem } from '../../../shared/driver-qualification/qualification-file.js';
import type { Executor } from '../../db/client.js';
import { adminUsers, driverProfiles, qualificationAlerts } from '../../db/schema.js';

export async function findActiveDrivers(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: driverProfiles.id,
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      email: driverProfiles.email,
      phone: driverProfiles.phone,
      language: driverProfiles.language,
      zipCode: driverProfiles.zipCode,
      state: driverProfiles.state,
    })
    .from(driverProfiles)
    .where(and(eq(driverProfiles.status, 'active'), gt(driverProfiles.id, afterId)))
    .orderBy(asc(driverProfiles.id))
    .limit(limit);
}
export type AlertedDriver = Awaited<ReturnType<typeof findActiveDrivers>>[number];

/** Records the alert; false when it was recorded before (another instance, an earlier run). */
export async function insertAlert(
  tx: Executor,
  alert: { driverProfileId: number; item: LapsingItem; lapsesOn: string; daysBefore: number; sentAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(qualificationAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ id: qualificationAlerts.driverProfileId });
  return rows.length > 0;
}

/** The enabled staff members with the recruiting role; the owners when there is none. */
export async function recruitingAddresses(db: Executor): Promise<string[]> {
  const withRole = async (role: 'recruiting' | 'owner') =>
    (
      await db
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, role), isNull(adminUsers.disabledAt)))
        .orderBy(asc(adminUsers.id))
    ).map((row) => row.email);
  const recruiting = await withRole('recruiting');
  return recruiting.length > 0 ? recruiting : withRole('owner');
}
