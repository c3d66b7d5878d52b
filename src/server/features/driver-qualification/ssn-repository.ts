// The SQL of a driver's Social Security number: its sealed value and last four digits on the
// driver's profile (driver_profiles.ssn_ciphertext, ssn_last4), and nothing else.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { driverProfiles } from '../../db/schema.js';

/** Locks the driver's row for the change; whether a number was recorded before; undefined for no such driver. */
export async function lockDriverSsn(executor: Executor, driverProfileId: number): Promise<{ recorded: boolean } | undefined> {
  const [row] = await executor
    .select({ recorded: sql<boolean>`${driverProfiles.ssnCiphertext} is not null` })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, driverProfileId))
    .for('update');
  return row;
}

export async function updateDriverSsn(executor: Executor, driverProfileId: number, sealed: { ciphertext: string; last4: string }) {
  await executor
    .update(driverProfiles)
    .set({ ssnCiphertext: sealed.ciphertext, ssnLast4: sealed.last4, updatedAt: sql`now()` })
    .where(eq(driverProfiles.id, driverProfileId));
}
