// The SQL of a hired driver's status (active, inactive, terminated), and nothing else.
import { eq } from 'drizzle-orm';
import type { DriverProfileStatus } from '../../../shared/driver-applications/driver-applications.js';
import type { Executor } from '../../db/client.js';
import { driverProfiles } from '../../db/schema.js';

/** The driver's status, locked until the transaction ends (an assignment reads it locked too). */
export async function lockDriverStatus(tx: Executor, id: number): Promise<{ id: number; status: DriverProfileStatus } | undefined> {
  const [row] = await tx
    .select({ id: driverProfiles.id, status: driverProfiles.status })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function setDriverStatus(tx: Executor, id: number, status: DriverProfileStatus, now: Date): Promise<void> {
  await tx.update(driverProfiles).set({ status, updatedAt: now }).where(eq(driverProfiles.id, id));
}
