// The rate-confirmation gate of assigning a driver (issue 39; decision 080): a broker will not
// release a load to a carrier that has not signed its rate confirmation, so a broker's load is
// assigned only once a version is signed (or the broker's own accepted), or with the owner's
// override and its reason, stored on the assignment and audited. A load already cleared (signed,
// or overridden before) is not asked again when it is re-assigned.
import { DISPATCH_MESSAGES } from '../../../../shared/dispatch/dispatch.js';
import type { Transaction } from '../../../db/client.js';
import { conflict } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { hasAgreedRateConfirmation } from '../../rate-confirmations/index.js';
import type { AssignmentRow } from './assignment-repository.js';

export interface RateConfirmationOverride {
  reason: string;
}

/** The override's columns to store with the assignment, or none (not needed, or already stored). */
export type OverrideColumns =
  | { rateConfirmationOverrideReason: string; rateConfirmationOverrideByAdminId: number; rateConfirmationOverrideAt: Date }
  | Record<string, never>;

/**
 * Refuses (409) a broker's load with neither a signed or accepted rate confirmation nor an
 * override. The override's role was checked by the route (403); here it is used only when needed.
 */
export async function checkRateConfirmation(
  tx: Transaction,
  request: { id: number; userRole: string },
  current: AssignmentRow | undefined,
  override: RateConfirmationOverride | undefined,
  context: MemberAuditContext,
  now: Date,
): Promise<OverrideColumns> {
  if (request.userRole !== 'broker') return {};
  if (current?.rateConfirmationOverrideAt) return {};
  if (await hasAgreedRateConfirmation(tx, request.id)) return {};
  if (!override) throw conflict(DISPATCH_MESSAGES.rateConfirmationMissing);
  await recordAuditEvent(tx, context, {
    action: 'dispatch.rate_confirmation_overridden',
    recordType: 'service_request',
    recordId: request.id,
    changes: factsOf({ reason: override.reason }),
  });
  return {
    rateConfirmationOverrideReason: override.reason,
    rateConfirmationOverrideByAdminId: context.actor.adminId,
    rateConfirmationOverrideAt: now,
  };
}
