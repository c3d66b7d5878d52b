// The weekly diesel prices: listed, typed by staff, or fetched from the EIA. A week's price may be
// changed (a typo, the EIA's figure arriving after a typed one); each new week and each change is
// an audit event, a change with the price before and after. The same price again changes nothing.
import { DIESEL_PRICE_DECIMALS, DIESEL_PRICE_LIST_WEEKS, type DieselPriceSource } from '../../../../shared/invoicing/fuel-surcharge.js';
import type { DieselPrice, DieselPriceChange, DieselPriceList } from '../../../../shared/invoicing/fuel-surcharge-schemas.js';
import type { Database, Executor } from '../../../db/client.js';
import type { AuditContext } from '../../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { toUnits } from './exact-decimal.js';
import {
  findDieselPriceForUpdate,
  insertDieselPrice,
  listDieselPrices,
  updateDieselPrice,
  type DieselPriceListRow,
  type DieselPriceRow,
} from './repository.js';

export async function recentDieselPrices(db: Database, eiaConfigured: boolean): Promise<DieselPriceList> {
  const rows = await listDieselPrices(db, DIESEL_PRICE_LIST_WEEKS);
  return { items: rows.map(dieselPriceOf), eiaConfigured };
}

export interface WeekPrice {
  weekOf: string;
  price: string;
  source: DieselPriceSource;
}

export interface StoreOptions {
  /** False: a week already recorded keeps its price (the weekly fetch never overwrites what staff typed). */
  replace: boolean;
}

/** Records a week's price in the caller's transaction: a new week, a changed price, or nothing when it is the same. */
export async function storeWeekPrice(
  tx: Executor,
  context: AuditContext,
  week: WeekPrice,
  { replace }: StoreOptions,
): Promise<DieselPriceChange> {
  const values = { ...week, recordedByAdminId: context.actor.adminId };
  const existing = await findDieselPriceForUpdate(tx, week.weekOf);
  if (!existing) {
    const inserted = await insertDieselPrice(tx, values);
    if (inserted) {
      await recordAuditEvent(tx, context, {
        action: 'diesel_price.recorded',
        recordType: 'diesel_price',
        recordId: week.weekOf,
        changes: factsOf({ price: inserted.price, source: inserted.source }),
      });
      return { outcome: 'recorded', price: dieselPriceOf({ ...inserted, recordedBy: recordedByOf(context) }) };
    }
    // Another transaction recorded the week between the look and the insert: treat it as there.
    return storeWeekPrice(tx, context, week, { replace });
  }
  if (!replace || samePrice(existing.price, week.price)) return { outcome: 'unchanged', price: dieselPriceOf(existing) };
  const updated = await updateDieselPrice(tx, values);
  await recordAuditEvent(tx, context, {
    action: 'diesel_price.changed',
    recordType: 'diesel_price',
    recordId: week.weekOf,
    changes: { ...changeOf('price', existing.price, updated.price), ...changeOf('source', existing.source, updated.source) },
  });
  return { outcome: 'changed', price: dieselPriceOf({ ...updated, recordedBy: recordedByOf(context) }) };
}

/** A price staff typed for a week (its Monday, checked by the schema). */
export async function recordTypedDieselPrice(
  db: Database,
  week: { weekOf: string; price: string },
  context: AuditContext,
): Promise<DieselPriceChange> {
  return db.transaction((tx) => storeWeekPrice(tx, context, { ...week, source: 'staff' }, { replace: true }));
}

function samePrice(stored: string, given: string): boolean {
  return toUnits(stored, DIESEL_PRICE_DECIMALS) === toUnits(given, DIESEL_PRICE_DECIMALS);
}

function recordedByOf(context: AuditContext): string | null {
  return context.actor.kind === 'member' ? context.actor.label : null;
}

function dieselPriceOf(row: DieselPriceRow & Pick<DieselPriceListRow, 'recordedBy'>): DieselPrice {
  return {
    weekOf: row.weekOf,
    price: row.price,
    source: row.source,
    recordedBy: row.recordedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
