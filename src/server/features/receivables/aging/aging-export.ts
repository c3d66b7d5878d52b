// The aging view as CSV (decision 075): its rows (one per account, and the one-off customers), or
// every open invoice with its account, days past due and bucket. The invoices file is written by the
// database a batch at a time, walked by due day along invoices_open_by_due_idx, so a large ledger
// streams with one batch in memory (decision 052's way of writing big exports).
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { AGING_BUCKET_LABELS, ONE_OFF_ROW_NAME, termsLabel } from '../../../../shared/receivables/aging.js';
import { AGING_BUCKETS } from '../../../../shared/receivables/receivables.js';
import { centsToAmount } from '../../../../shared/money.js';
import { selectRows, type Executor } from '../../../db/client.js';
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

/** Invoices per batch: 2,000 lines, as the other big exports (decision 052). */
const INVOICES_PER_BATCH = 2000;

/** Every open invoice, oldest due first (the most overdue at the top), as CSV lines the database writes. */
export function agingInvoicesCsv(executor: Executor, asOf: string, batchSize = INVOICES_PER_BATCH): Readable {
  const columns = invoiceColumns(asOf);
  // Rendered once: the asOf day is a parameter of it, the labels are inlined.
  const line = csvLineSql(columns);
  async function* batches() {
    let after: { dueOn: string; id: number } | undefined;
    for (;;) {
      // The index holds due_on alone: `due_on >=` starts each batch where the last one ended (the
      // row comparison alone made every batch scan from the first open invoice), and the row
      // comparison skips what that day's earlier batch already sent.
      const rows = await selectRows<{ line: string; due_on: string; id: number }>(
        executor,
        sql`
          select ${line} as line, i.due_on::text as due_on, i.id
          from invoices i
          join service_requests r on r.id = i.service_request_id
          left join customer_accounts a on a.id = i.account_id
          where i.state = 'sent' and i.balance > 0
            ${after ? sql`and i.due_on >= ${after.dueOn}::date and (i.due_on, i.id) > (${after.dueOn}::date, ${after.id})` : sql``}
          order by i.due_on, i.id
          limit ${batchSize}`,
      );
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = { dueOn: last.due_on, id: last.id };
    }
  }
  return csvLinesStream(csvHeaders(columns), batches());
}
