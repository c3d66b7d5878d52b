// The qualification-file gate of assigning a driver (issue 41; decision 087): a driver whose file
// lacks a required paperwork item (the application, a motor vehicle record from each licensing
// state, the road test, the previous employers' answers past their 30 days, the annual review) is
// not given a load (422, naming every item), unless the owner overrides for this load with a
// reason, stored on the assignment and audited. A lapsed license or medical card, or a driver who
// is not active, is refused before this by ineligibleReason and never overridden: driving then is
// unlawful whatever the paperwork says. Re-saving the same driver's assignment keeps its override;
// giving the load to another driver clears it and asks again.
import {
  blockingItemText,
  type QualificationItem,
  type QualificationItemStatus,
} from '../../../../shared/driver-qualification/qualification-file.js';
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import type { Executor, Transaction } from '../../../db/client.js';
import { HttpError } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { qualificationGaps } from '../../driver-qualification/index.js';
import type { AssignmentRow } from './assignment-repository.js';

/** The items ineligibleReason already judges with its own messages, and that no override covers. */
const NEVER_OVERRIDDEN: readonly QualificationItem[] = ['license', 'medical_certificate'];

export interface QualificationOverride {
  reason: string;
}

/** The override's columns to store with the assignment, cleared (another driver), or none (nothing changes). */
export type QualificationOverrideColumns =
  | { qualificationOverrideReason: string; qualificationOverrideByAdminId: number; qualificationOverrideAt: Date }
  | { qualificationOverrideReason: null; qualificationOverrideByAdminId: null; qualificationOverrideAt: null }
  | Record<string, never>;

const CLEARED = { qualificationOverrideReason: null, qualificationOverrideByAdminId: null, qualificationOverrideAt: null } as const;

/**
 * For each driver, the paperwork items of their file that keep them off a load picked up on the
 * day `asOf` gives (the later of today and the pickup day); read for all of them at once.
 */
export async function paperworkGaps(
  db: Executor,
  driverIds: readonly number[],
  asOf: (driverId: number) => string,
): Promise<Map<number, QualificationItemStatus[]>> {
  const gaps = await qualificationGaps(db, driverIds, asOf);
  for (const [id, items] of gaps)
    gaps.set(
      id,
      items.filter((status) => !NEVER_OVERRIDDEN.includes(status.item)),
    );
  return gaps;
}

/** The refusal naming every item: "This driver's qualification file is incomplete: Road test certificate (391.31) is missing." */
export function paperworkRefusal(gaps: readonly QualificationItemStatus[]): string {
  return DISPATCH_MESSAGES.qualificationFileIncomplete(gaps.map(blockingItemText));
}

/**
 * Refuses (422) a driver whose file has paperwork gaps on `asOf`, unless the assignment already
 * holds an override for this driver or the owner sends one (its role was checked by the route).
 */
export async function checkQualificationFile(
  tx: Transaction,
  assignment: { serviceRequestId: number; driverId: number; asOf: string },
  current: AssignmentRow | undefined,
  override: QualificationOverride | undefined,
  context: MemberAuditContext,
  now: Date,
): Promise<QualificationOverrideColumns> {
  const sameDriver = current !== undefined && current.driverProfileId === assignment.driverId;
  if (sameDriver && current.qualificationOverrideAt) return {};
  const anotherDriversOverride = current !== undefined && !sameDriver && current.qualificationOverrideAt !== null;
  const gaps = (await paperworkGaps(tx, [assignment.driverId], () => assignment.asOf)).get(assignment.driverId) ?? [];
  if (gaps.length === 0) return anotherDriversOverride ? CLEARED : {};
  if (!override) throw new HttpError(422, paperworkRefusal(gaps));
  await recordAuditEvent(tx, context, {
    action: 'dispatch.qualification_overridden',
    recordType: 'service_request',
    recordId: assignment.serviceRequestId,
    changes: factsOf({
      reason: override.reason,
      driverId: assignment.driverId,
      items: gaps.map(blockingItemText).join('; '),
    }),
  });
  return {
    qualificationOverrideReason: override.reason,
    qualificationOverrideByAdminId: context.actor.adminId,
    qualificationOverrideAt: now,
  };
}
