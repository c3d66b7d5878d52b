// The admin lists' paging and their capped match counts (docs/decisions/011-admin-lists-at-scale.md),
// written once for every list: the requests, the applications, the drivers and the ledger.
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP } from '../../shared/admin-lists.js';
import type { Executor } from './client.js';

export interface Paging {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** One page of an ordered query (pass it `.$dynamic()`, so it can still be limited). */
export function pageOf<Query extends PgSelect>(query: Query, paging: Paging) {
  return query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
}

/** What countUpToCap's query selects: a constant per row, since only the rows are counted. */
export function onePerRow() {
  return { one: sql`1` };
}

/**
 * How many rows `matches` (a `.$dynamic()` query selecting onePerRow()) returns, counting no
 * further than ADMIN_COUNT_CAP: an exact count of a broad search over a million rows costs more
 * than the page itself, so the list says "10,000+" instead.
 */
export async function countUpToCap(executor: Executor, matches: PgSelect): Promise<number> {
  const capped = matches.limit(ADMIN_COUNT_CAP).as('matches');
  const [row] = await executor.select({ value: count() }).from(capped);
  return row?.value ?? 0;
}
