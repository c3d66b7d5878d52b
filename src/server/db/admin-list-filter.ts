// The admin lists' filter of records that carry a reference ID (service requests, driver
// applications), and their exports'. One rule (docs/decisions/011-admin-lists-at-scale.md): a
// search that is a whole reference ID, however typed, is an exact match on its unique index;
// anything else matches part of any searched field, ignoring case, through the trigram indexes.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminListQuery } from '../../shared/admin-lists.js';
import { normalizeReferenceId } from '../../shared/reference-id.js';
import { containing } from './like-pattern.js';

export interface ReferencedRecordColumns {
  status: PgColumn;
  referenceId: PgColumn;
}

/** `partOfAnyField` gets the ILIKE pattern and returns one condition per field searched. */
export function adminListFilter(
  query: Pick<AdminListQuery, 'search' | 'status'>,
  columns: ReferencedRecordColumns,
  partOfAnyField: (pattern: string) => (SQL | undefined)[],
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(columns.status, query.status));
  if (query.search) {
    const referenceId = normalizeReferenceId(query.search);
    if (referenceId) {
      conditions.push(eq(columns.referenceId, referenceId));
    } else {
      const anyField = or(...partOfAnyField(containing(query.search)));
      if (anyField) conditions.push(anyField);
    }
  }
  return and(...conditions);
}
