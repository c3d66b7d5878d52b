// Changing the accessorial catalogue (issue 37): a default rate changed, a customer's rate added,
// changed or removed. Each is one transaction with its audit event (before and after).
import type { AuditChanges } from '../../../../shared/audit/audit.js';
import {
  ACCESSORIAL_MESSAGES,
  ACCESSORIAL_UNITS,
  type AccessorialCatalogue,
  type AccessorialRate,
  type CustomerRateChange,
  type CustomerRateInput,
  type DefaultRateChange,
  rateChangeSchemaFor,
} from '../../../../shared/invoicing/accessorial-schemas.js';
import { trimDecimal, type AccessorialCode } from '../../../../shared/invoicing/invoice-lines.js';
import type { Database } from '../../../db/client.js';
import { conflict, notFound } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { validationFailed } from '../../../infra/validation-failed.js';
import {
  deleteRate,
  findCustomerRates,
  findDefaultRates,
  insertCustomerRate,
  lockCustomerRate,
  lockDefaultRate,
  updateRate,
  type RatePrice,
  type RateRow,
} from './rate-repository.js';

export function rateViewOf(row: RateRow): AccessorialRate {
  return {
    id: row.id,
    code: row.code,
    customerEmail: row.customerEmail,
    customerCompany: row.customerCompany,
    rate: trimDecimal(row.rate),
    unit: row.unit,
    freeMinutes: row.freeMinutes,
    stepMinutes: row.stepMinutes,
    capMinutes: row.capMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function accessorialCatalogue(db: Database): Promise<AccessorialCatalogue> {
  const [defaults, customerRates] = await Promise.all([findDefaultRates(db), findCustomerRates(db)]);
  return { defaults: defaults.map(rateViewOf), customerRates: customerRates.map(rateViewOf) };
}

/** The priced columns of a change checked against its accessorial (400 naming the field): detention's minutes, null for any other code. */
function checkedPriceOf(code: AccessorialCode, change: DefaultRateChange): RatePrice {
  const checked = rateChangeSchemaFor(code).safeParse(change);
  if (!checked.success) throw validationFailed(checked.error);
  return priceOf(checked.data);
}

function priceOf(change: DefaultRateChange): RatePrice {
  return {
    rate: change.rate,
    freeMinutes: change.freeMinutes ?? null,
    stepMinutes: change.stepMinutes ?? null,
    capMinutes: change.capMinutes ?? null,
  };
}

function priceChanges(before: RateRow | null, after: RateRow): AuditChanges {
  return {
    ...changeOf('rate', before ? trimDecimal(before.rate) : null, trimDecimal(after.rate)),
    ...changeOf('freeMinutes', before?.freeMinutes ?? null, after.freeMinutes),
    ...changeOf('stepMinutes', before?.stepMinutes ?? null, after.stepMinutes),
    ...changeOf('capMinutes', before?.capMinutes ?? null, after.capMinutes),
  };
}

// The accessorial's code is recorded as `accessorial`: the audit refuses any field named like a secret ("code").
function scopeFacts(row: RateRow): AuditChanges {
  return factsOf({ accessorial: row.code, customerEmail: row.customerEmail, customerCompany: row.customerCompany });
}

export async function changeDefaultRate(
  db: Database,
  code: AccessorialCode,
  change: DefaultRateChange,
  context: MemberAuditContext,
): Promise<AccessorialRate> {
  return db.transaction(async (tx) => {
    const current = await lockDefaultRate(tx, code);
    if (!current) throw notFound(ACCESSORIAL_MESSAGES.unknownCode);
    const updated = await updateRate(tx, current.id, checkedPriceOf(code, change), context.actor.adminId);
    const changes = priceChanges(current, updated);
    // Saving the same rate changes nothing and records nothing.
    if (Object.keys(changes).length > 0) {
      await recordAuditEvent(tx, context, {
        action: 'accessorial_rate.changed',
        recordType: 'accessorial_rate',
        recordId: current.id,
        changes: { ...factsOf({ accessorial: code }), ...changes },
      });
    }
    return rateViewOf(updated);
  });
}

export async function addCustomerRate(db: Database, input: CustomerRateInput, context: MemberAuditContext): Promise<AccessorialRate> {
  return db.transaction(async (tx) => {
    const row = await insertCustomerRate(tx, {
      code: input.code,
      customerEmail: input.customerEmail ?? null,
      customerCompany: input.customerCompany ?? null,
      unit: ACCESSORIAL_UNITS[input.code],
      ...priceOf(input),
      updatedByAdminId: context.actor.adminId,
    });
    if (!row) throw conflict(ACCESSORIAL_MESSAGES.duplicateCustomerRate);
    await recordAuditEvent(tx, context, {
      action: 'accessorial_rate.added',
      recordType: 'accessorial_rate',
      recordId: row.id,
      changes: { ...scopeFacts(row), ...priceChanges(null, row) },
    });
    return rateViewOf(row);
  });
}

export async function changeCustomerRate(
  db: Database,
  id: number,
  change: CustomerRateChange,
  context: MemberAuditContext,
): Promise<AccessorialRate> {
  return db.transaction(async (tx) => {
    const current = await lockCustomerRate(tx, id);
    if (!current) throw notFound(ACCESSORIAL_MESSAGES.rateNotFound);
    const updated = await updateRate(tx, id, checkedPriceOf(current.code, change), context.actor.adminId);
    const changes = priceChanges(current, updated);
    if (Object.keys(changes).length > 0) {
      await recordAuditEvent(tx, context, {
        action: 'accessorial_rate.changed',
        recordType: 'accessorial_rate',
        recordId: id,
        changes: { ...scopeFacts(current), ...changes },
      });
    }
    return rateViewOf(updated);
  });
}

export async function removeCustomerRate(db: Database, id: number, context: MemberAuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCustomerRate(tx, id);
    if (!current) throw notFound(ACCESSORIAL_MESSAGES.rateNotFound);
    await deleteRate(tx, id);
    await recordAuditEvent(tx, context, {
      action: 'accessorial_rate.removed',
      recordType: 'accessorial_rate',
      recordId: id,
      changes: {
        accessorial: { before: current.code, after: null },
        customerEmail: { before: current.customerEmail, after: null },
        customerCompany: { before: current.customerCompany, after: null },
        rate: { before: trimDecimal(current.rate), after: null },
        ...(current.code === 'detention'
          ? {
              freeMinutes: { before: current.freeMinutes, after: null },
              stepMinutes: { before: current.stepMinutes, after: null },
              capMinutes: { before: current.capMinutes, after: null },
            }
          : {}),
      },
    });
  });
}
