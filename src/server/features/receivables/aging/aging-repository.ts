// The aging view's SQL (decision 075). What is owed is each sent invoice's balance, kept on its row
// from the ledger (decision 073); the database sums it in whole cents, by account and by how many days
// past due it is as of a day, reading only the open invoices (the partial indexes invoices_open_due_idx
// and invoices_open_by_due_idx hold exactly those). Customers without an account are one row (null).
import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS, type AgingBucket } from '../../../../shared/receivables/receivables.js';
import { ONE_OFF_ROW_NAME } from '../../../../shared/receivables/aging.js';
import { selectRows, type Executor } from '../../../db/client.js';
import { containing } from '../../../db/like-pattern.js';

/** Whole cents by bucket and in all. */
export type BucketCents = Record<AgingBucket | 'total', number>;

export interface AgingRowCents {
  accountId: number | null;
  name: string;
  terms: string | null;
  openInvoices: number;
  cents: BucketCents;
}

export interface AgingPageCents {
  totals: BucketCents;
  openInvoices: number;
  /** Rows the search matched. */
  matched: number;
  rows: AgingRowCents[];
}

/** The bucket limits of agingBucketOf (src/shared/receivables/receivables.ts) as SQL on `days` past due. */
const BUCKET_CONDITIONS: Readonly<Record<AgingBucket, SQL>> = {
  current: sql`days <= 0`,
  days_1_30: sql`days between 1 and 30`,
  days_31_60: sql`days between 31 and 60`,
  days_61_90: sql`days between 61 and 90`,
  over_90: sql`days > 90`,
};

/** The open invoices, each with its balance in cents and its days past due as of `asOf`. */
const openInvoices = (asOf: string) => sql`
  select i.account_id, (i.balance * 100)::bigint as cents, ${asOf}::date - i.due_on as days
  from invoices i
  where i.state = 'sent' and i.balance > 0`;

/** Sums of `cents` per bucket as columns named after the buckets, plus total and invoices. */
const bucketSums = sql.join(
  [
    ...AGING_BUCKETS.map(
      (bucket) => sql`coalesce(sum(cents) filter (where ${BUCKET_CONDITIONS[bucket]}), 0)::bigint as ${sql.identifier(bucket)}`,
    ),
    sql`coalesce(sum(cents), 0)::bigint as total`,
    sql`count(*)::int as invoices`,
  ],
  sql`, `,
);

interface SumsRow extends Record<AgingBucket | 'total', string | number> {
  invoices: number;
}

function centsOf(row: SumsRow): BucketCents {
  const cents = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, Number(row[bucket])])) as Record<AgingBucket, number>;
  return { ...cents, total: Number(row.total) };
}

/**
 * One page of rows, largest balance first, with the totals of every open balance. One statement:
 * the open invoices are read once, summed per row, and the totals are the rows' sums.
 */
export async function findAgingPage(
  executor: Executor,
  query: { asOf: string; search: string; page: number; pageSize: number },
): Promise<AgingPageCents> {
  const matches = query.search ? sql`where coalesce(a.name, ${ONE_OFF_ROW_NAME}) ilike ${containing(query.search)}` : sql``;
  const [row] = await selectRows<{
    totals: SumsRow;
    matched: number;
    items: (SumsRow & { account_id: number | null; name: string | null; terms: string | null })[];
  }>(
    executor,
    sql`
      with per_row as materialized (
        select account_id, ${bucketSums} from (${openInvoices(query.asOf)}) as open group by account_id
      ),
      matching as (
        select p.*, a.name, a.terms from per_row p left join customer_accounts a on a.id = p.account_id ${matches}
      )
      select
        (select row_to_json(t) from (select ${sql.join(
          [...AGING_BUCKETS, 'total'].map(
            (column) => sql`coalesce(sum(${sql.identifier(column)}), 0)::bigint as ${sql.identifier(column)}`,
          ),
          sql`, `,
        )}, coalesce(sum(invoices), 0)::int as invoices from per_row) as t) as totals,
        (select count(*)::int from matching) as matched,
        coalesce((
          select json_agg(page order by page.total desc, page.name nulls first, page.account_id)
          from (select * from matching order by total desc, name nulls first, account_id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) as page
        ), '[]'::json) as items`,
  );
  if (!row) throw new Error('the aging query answered no row');
  return {
    totals: centsOf(row.totals),
    openInvoices: row.totals.invoices,
    matched: row.matched,
    rows: row.items.map((item) => ({
      accountId: item.account_id,
      name: item.name ?? ONE_OFF_ROW_NAME,
      terms: item.terms,
      openInvoices: item.invoices,
      cents: centsOf(item),
    })),
  };
}

/** Every row (for the CSV and the PDF), largest balance first. A few thousand accounts at most: one statement. */
export async function findAllAgingRows(executor: Executor, asOf: string): Promise<AgingRowCents[]> {
  const rows = await selectRows<SumsRow & { account_id: number | null; name: string | null; terms: string | null }>(
    executor,
    sql`
      select p.*, a.name, a.terms
      from (select account_id, ${bucketSums} from (${openInvoices(asOf)}) as open group by account_id) as p
      left join customer_accounts a on a.id = p.account_id
      order by p.total desc, a.name nulls first, p.account_id`,
  );
  return rows.map((item) => ({
    accountId: item.account_id,
    name: item.name ?? ONE_OFF_ROW_NAME,
    terms: item.terms,
    openInvoices: item.invoices,
    cents: centsOf(item),
  }));
}

export interface OpenInvoiceRow {
  id: number;
  serviceRequestId: number;
  number: string;
  referenceId: string;
  contactName: string;
  contactEmail: string;
  sentAt: Date;
  dueOn: string;
  totalCents: number;
  balanceCents: number;
}

/** One row's open invoices (an account's, or every one-off customer's: null), oldest due first, a page at a time. */
export async function findOpenInvoices(
  executor: Executor,
  accountId: number | null,
  page: { page: number; pageSize: number },
): Promise<{ rows: OpenInvoiceRow[]; matched: number }> {
  const ofRow = accountId === null ? sql`i.account_id is null` : sql`i.account_id = ${accountId}`;
  const rows = await selectRows<{
    id: number;
    service_request_id: number;
    number: string;
    reference_id: string;
    contact_name: string;
    contact_email: string;
    sent_at: string | Date;
    due_on: string;
    total_cents: string;
    balance_cents: string;
    matched: number;
  }>(
    executor,
    sql`
      select i.id, i.service_request_id, i.number, r.reference_id, r.contact_name, r.contact_email, i.sent_at, i.due_on::text as due_on,
        (i.total * 100)::bigint as total_cents, (i.balance * 100)::bigint as balance_cents, count(*) over ()::int as matched
      from invoices i join service_requests r on r.id = i.service_request_id
      where i.state = 'sent' and i.balance > 0 and ${ofRow}
      order by i.due_on, i.id
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  return {
    matched: rows[0]?.matched ?? (await countOpenInvoices(executor, ofRow)),
    rows: rows.map((row) => ({
      id: row.id,
      serviceRequestId: row.service_request_id,
      number: row.number,
      referenceId: row.reference_id,
      contactName: row.contact_name,
      contactEmail: row.contact_email,
      sentAt: new Date(row.sent_at),
      dueOn: row.due_on,
      totalCents: Number(row.total_cents),
      balanceCents: Number(row.balance_cents),
    })),
  };
}

/** A page past the last has no row to carry the count: counted on its own. */
async function countOpenInvoices(executor: Executor, ofRow: SQL): Promise<number> {
  const [row] = await selectRows<{ matched: number }>(
    executor,
    sql`select count(*)::int as matched from invoices i where i.state = 'sent' and i.balance > 0 and ${ofRow}`,
  );
  return row?.matched ?? 0;
}

/** Whether the account exists (a drill-down into an unknown one is a 404, not an empty list). */
export async function accountExists(executor: Executor, accountId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(executor, sql`select id from customer_accounts where id = ${accountId}`);
  return rows.length > 0;
}
