// What every part of the demo seed shares: the transaction, the random source, the moment the
// data set ends ("now"), the staff who act in it, and the audit events gathered on the way
// (written together at the end, each with the time it happened).
import type { AuditAction, AuditActorKind, AuditChanges, AuditRecordType } from '../../shared/audit/audit.js';
import type { StaffRole } from '../../shared/staff-roles.js';
import type { Transaction } from '../db/client.js';
import type { DemoRandom } from './random.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The label the audit log shows for what the seed itself did (creating the staff). */
export const DEMO_SEED_LABEL = 'demo seed';

export interface DemoStaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

export interface DemoAuditEvent {
  occurredAt: Date;
  actorKind: AuditActorKind;
  actorAdminId: number | null;
  actorLabel: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
  changes: AuditChanges;
}

export interface SeedContext {
  tx: Transaction;
  random: DemoRandom;
  now: Date;
  staff: Record<StaffRole, DemoStaffMember>;
  audit: DemoAuditEvent[];
}

/** A moment `minHours` to `maxHours` after `from`, never later than a minute before now. */
export function laterThan(context: Pick<SeedContext, 'random' | 'now'>, from: Date, minHours: number, maxHours: number): Date {
  const at = from.getTime() + (minHours + context.random.next() * (maxHours - minHours)) * HOUR_MS;
  return new Date(Math.min(at, context.now.getTime() - 60_000));
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** An audit event by a staff member. */
export function byMember(member: DemoStaffMember): Pick<DemoAuditEvent, 'actorKind' | 'actorAdminId' | 'actorLabel'> {
  return { actorKind: 'member', actorAdminId: member.id, actorLabel: member.email };
}

export const BY_CUSTOMER = { actorKind: 'customer', actorAdminId: null, actorLabel: 'customer' } as const;
export const BY_SYSTEM = { actorKind: 'system', actorAdminId: null, actorLabel: 'system' } as const;

/** Facts of an event that changes nothing: each value as `after`, `before` null (as audit-changes.ts factsOf). */
export function facts(values: Record<string, string | number | boolean | null>): AuditChanges {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { before: null, after: value }]));
}
