// The demo's staff: one member of each role, all with the one demo password printed at the end,
// so a newcomer can see the back office as each role sees it.
import { STAFF_ROLES, type StaffRole } from '../../shared/staff-roles.js';
import { adminUsers } from '../db/schema.js';
import { hashPassword } from '../platform/security/passwords.js';
import { DEMO_SEED_LABEL, type DemoAuditEvent, type DemoStaffMember, type SeedContext } from './seed-context.js';

/** Known to everyone who reads this file: the seed refuses production unless forced. */
export const DEMO_PASSWORD = 'demo-password-2024';

/** The owner's address also marks a database as already seeded (demo-guard.ts). */
export const DEMO_OWNER_EMAIL = 'demo.owner@example.com';

export function demoStaffEmail(role: StaffRole): string {
  return `demo.${role}@example.com`;
}

export async function createDemoStaff(
  context: Pick<SeedContext, 'tx' | 'now'>,
  audit: DemoAuditEvent[],
): Promise<Record<StaffRole, DemoStaffMember>> {
  // One hash for all four: argon2id takes a noticeable moment each, and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = new Date(context.now.getTime() - 200 * 86_400_000);
  const rows = await context.tx
    .insert(adminUsers)
    .values(STAFF_ROLES.map((role) => ({ email: demoStaffEmail(role), username: demoStaffEmail(role), passwordHash, role, createdAt })))
    .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role });
  const staff = Object.fromEntries(rows.map((row) => [row.role, row])) as Record<StaffRole, DemoStaffMember>;
  for (const member of rows) {
    audit.push({
      occurredAt: createdAt,
      actorKind: 'system',
      actorAdminId: null,
      actorLabel: DEMO_SEED_LABEL,
      action: 'admin.created',
      recordType: 'admin_user',
      recordId: String(member.id),
      changes: { email: { before: null, after: member.email }, role: { before: null, after: member.role } },
    });
  }
  return staff;
}
