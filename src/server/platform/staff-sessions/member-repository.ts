// The SQL of staff members' accounts: found by e-mail, counted, created, their password changed.
// On the floor: signing in (features/admin), the team's invitations and the command line all
// reach the same rows (sessions: session-repository.ts).
import { count, eq } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/staff-roles.js';
import type { Executor } from '../../db/client.js';
import { adminUsers } from '../../db/schema.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminByEmail(executor: Executor, email: string): Promise<AdminUserRow | undefined> {
  const [row] = await executor.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row;
}

export async function countAdmins(executor: Executor): Promise<number> {
  const [row] = await executor.select({ value: count() }).from(adminUsers);
  return row?.value ?? 0;
}

export async function insertAdmin(
  executor: Executor,
  values: { email: string; passwordHash: string; role: StaffRole },
): Promise<AdminUserRow> {
  const [row] = await executor
    .insert(adminUsers)
    .values({ email: values.email, username: values.email, passwordHash: values.passwordHash, role: values.role })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAdminPassword(executor: Executor, adminId: number, passwordHash: string): Promise<void> {
  await executor.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId));
}
