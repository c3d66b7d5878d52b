// The aging view as CSV (decision 075): its rows (one per account, and the one-off customers), or
// every open invoice with its account, days past due and bucket. The invoices file is written by the
// database a batch at a time, walked by due day along invoices_open_by_due_idx, so a large ledger
// streams with one batch in memory (decision 052's way of writing big exports).
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { AGING_BUCKET_LABELS, ONE_OFF_ROW_NAME, termsLabel } from '../../../../shared/receivables/aging.js';
import { AGING_BUCKETS } from '../../../../shared/receivables/receivables.js';
import { centsToAmount } from '../../../../shared/money.js';
import { selectRows, type Database, type Executor } from '../../../db/client.js';
import { csvLinesStream, csvStream, type CsvColumn } from '../../../infra/csv-export.js';
import { csvHeaders, csvLineSql, csvNumber, csvText, csvTimestamp, type CsvSqlColumn } from '../../../infra/csv-sql.js';
import { findAllAgingRows, type AgingRowCents } from './aging-repository.js';
import { totalsOf } from './aging-service.js';

const ACCOUNT_COLUMNS: readonly CsvColumn<AgingRowCents>[] = [
  { header: 'Account', value: (row) => row.name },
  { header: 'Account ID', value: (row) => row.accountId ?? '' },
  { header: 'Terms', value: (row) => (row.accountId === null ? '' : termsLabel(row.terms)) },
  { header: 'Open Invoices', value: (row) => row.openInvoices },
  ...AGING_BUCKETS.map((bucket) => ({
    header: `${AGING_BUCKET_LABELS[bucket]} (USD)`,
    value: (row: AgingRowCents) => centsToAmount(row.cents[bucket]),
  })),
  { header: 'Total (USD)', value: (row) => centsToAmount(row.cents.total) },
];

/** The rows of the view, then a last row of the totals (the sum of the rows, to the cent). */
export async function agingAccountsCsv(executor: Executor, asOf: string): Promise<Readable> {
  const rows = await findAllAgingRows(executor, asOf);
  const totals: AgingRowCents = {
    accountId: null,
    name: 'Total',
    terms: null,
    openInvoices: rows.reduce((sum, row) => sum + row.openInvoices, 0),
    cents: totalsOf(rows),
  };
  async function* batches() {
    yield rows;
    yield [totals];
  }
  return csvStream(ACCOUNT_COLUMNS, batches());
}

/** Days past due as of the export's day, in the invoice columns' SQL. */
const daysPastDue = (asOf: string) => sql`(${asOf}::date - i.due_on)`;

function bucketLabelSql(asOf: string) {
  const days = daysPastDue(asOf);
  return sql`case when ${days} <= 0 then ${AGING_BUCKET_LABELS.current}
    when ${days} <= 30 then ${AGING_BUCKET_LABELS.days_1_30}
    when ${days} <= 60 then ${AGING_BUCKET_LABELS.days_31_60}
    when ${days} <= 90 then ${AGING_BUCKET_LABELS.days_61_90}
    else ${AGING_BUCKET_LABELS.over_90} end`;
}

function invoiceColumns(asOf: string): readonly CsvSqlColumn[] {
  return [
    { header: 'Account', field: csvText(sql`coalesce(a.name, ${ONE_OFF_ROW_NAME})`) },
    { header: 'Account ID', field: csvNumber(sql`i.account_id`) },
    { header: 'Invoice Number', field: csvText(sql`i.number`) },
    { header: 'Reference ID', field: csvText(sql`r.reference_id`) },
    { header: 'Customer Name', field: csvText(sql`r.contact_name`) },
    { header: 'Customer Email', field: csvText(sql`r.contact_email`) },
    { header: 'Sent', field: csvTimestamp(sql`i.sent_at`) },
    { header: 'Due', field: csvNumber(sql`i.due_on`) },
    { header: 'Days Past Due', field: csvNumber(daysPastDue(asOf)) },
    { header: 'Bucket', field: csvText(bucketLabelSql(asOf)) },
    { header: 'Total (USD)', field: csvNumber(sql`i.total`) },
    { header: 'Balance (USD)', field: csvNumber(sql`i.balance`) },
  ];
}

/** About this many invoices per batch: 2,000 lines, as the other big exports (decision 052). */
const INVOICES_PER_BATCH = 2000;

/** A batch: the open invoices due from `from` to `to` (inclusive); null is open-ended. */
interface DueWindow {
  from: string | null;
  to: string | null;
}

/**
 * Consecutive due-day windows of about `size` open invoices each (a day holding more is a window of
 * its own), from how many fall due on each day. The first and last are open-ended, so an invoice
 * sent while the file streams, due outside the days counted, is still in a window.
 */
export function dueWindows(days: readonly { dueOn: string; count: number }[], size: number): DueWindow[] {
  const windows: DueWindow[] = [];
  let from: string | null = null;
  let held = 0;
  days.forEach((day, index) => {
    held += day.count;
    const last = index === days.length - 1;
    if (held >= size || last) {
      windows.push({ from, to: last ? null : day.dueOn });
      from = last ? null : days[index + 1]!.dueOn;
      held = 0;
    }
  });
  return windows.length > 0 ? windows : [{ from: null, to: null }];
}

/**
 * Every open invoice, oldest due first (the most overdue at the top), as CSV lines the database
 * writes. Each batch is a window of due days (counted first from the due-day index), so batches do
 * not depend on each other: the next one is asked for while the last is sent, on a second
 * connection (decision 052's way of keeping both cores busy).
 */
export function agingInvoicesCsv(db: Database, asOf: string, batchSize = INVOICES_PER_BATCH): Readable {
  const columns = invoiceColumns(asOf);
  // Rendered once: the asOf day is a parameter of it, the labels are inlined.
  const line = csvLineSql(columns);
  const windowRows = (window: DueWindow) =>
    selectRows<{ line: string }>(
      db,
      sql`
        select ${line} as line
        from invoices i
        join service_requests r on r.id = i.service_request_id
        left join customer_accounts a on a.id = i.account_id
        where i.state = 'sent' and i.balance > 0
          ${window.from === null ? sql`` : sql`and i.due_on >= ${window.from}::date`}
          ${window.to === null ? sql`` : sql`and i.due_on <= ${window.to}::date`}
        order by i.due_on, i.id`,
    );
  async function* batches() {
    const days = await selectRows<{ dueOn: string; count: number }>(
      db,
      sql`select due_on::text as "dueOn", count(*)::int as count from invoices where state = 'sent' and balance > 0 group by due_on order by due_on`,
    );
    const windows = dueWindows(days, batchSize);
    let next: Promise<{ line: string }[]> | undefined = windowRows(windows[0]!);
    for (let index = 0; next; index++) {
      const current = next;
      next = index + 1 < windows.length ? windowRows(windows[index + 1]!) : undefined;
      // Handled when awaited; this only keeps a failure after the client left from going unheard.
      next?.catch(() => undefined);
      const rows = await current;
      if (rows.length > 0) yield rows;
    }
  }
  return csvLinesStream(csvHeaders(columns), batches());
}
