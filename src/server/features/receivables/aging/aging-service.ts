// The aging view as the back office reads it (decision 075): the rows and totals in dollars, and one
// row's open invoices with their state and bucket. The sums are the database's, in whole cents.
import { AGING_BUCKETS, agingBucketOf, receivableStateOf } from '../../../../shared/receivables/receivables.js';
import {
  ONE_OFF_ROW_ID,
  type AgingAmounts,
  type AgingInvoicePage,
  type AgingInvoicesQuery,
  type AgingQuery,
  type AgingReport,
} from '../../../../shared/receivables/aging.js';
import { calendarDayIn, daysBetween } from '../../../../shared/calendar-date.js';
import { centsToAmount } from '../../../../shared/money.js';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { ReceivablesDeps } from '../deps.js';
import { accountExists, findAgingPage, findOpenInvoices, type BucketCents } from './aging-repository.js';

export const NO_ACCOUNT_MESSAGE = 'There is no customer account with that id.';

/** The day balances are aged as of: the one asked for, or today in the billing time zone. */
export function agingDay(deps: Pick<ReceivablesDeps, 'billingTimeZone' | 'now'>, asOf: string | undefined): string {
  return asOf ?? calendarDayIn(deps.now?.() ?? new Date(), deps.billingTimeZone);
}

export function amountsOf(cents: BucketCents): AgingAmounts {
  const amounts = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, centsToAmount(cents[bucket])])) as Omit<AgingAmounts, 'total'>;
  return { ...amounts, total: centsToAmount(cents.total) };
}

/** The totals of rows: their sums, bucket by bucket, to the cent. */
export function totalsOf(rows: readonly { cents: BucketCents }[]): BucketCents {
  const totals: BucketCents = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0, total: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof BucketCents)[]) totals[key] += row.cents[key];
  return totals;
}

export async function agingReport(executor: Executor, asOf: string, query: AgingQuery): Promise<AgingReport> {
  const page = await findAgingPage(executor, { asOf, search: query.search, page: query.page, pageSize: query.pageSize });
  return {
    asOf,
    totals: amountsOf(page.totals),
    openInvoices: page.openInvoices,
    items: page.rows.map((row) => ({
      id: row.accountId === null ? ONE_OFF_ROW_ID : String(row.accountId),
      accountId: row.accountId,
      name: row.name,
      terms: row.terms,
      openInvoices: row.openInvoices,
      amounts: amountsOf(row.cents),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: page.matched,
    totalIsCapped: false,
  };
}

/** A row's open invoices; 404 for an account that does not exist. */
export async function agingInvoices(
  executor: Executor,
  account: number | typeof ONE_OFF_ROW_ID,
  asOf: string,
  query: AgingInvoicesQuery,
): Promise<AgingInvoicePage> {
  const accountId = account === ONE_OFF_ROW_ID ? null : account;
  if (accountId !== null && !(await accountExists(executor, accountId))) throw notFound(NO_ACCOUNT_MESSAGE);
  const { rows, matched } = await findOpenInvoices(executor, accountId, query);
  return {
    asOf,
    items: rows.map((row) => {
      const daysPastDue = daysBetween(row.dueOn, asOf);
      return {
        id: row.id,
        serviceRequestId: row.serviceRequestId,
        number: row.number,
        referenceId: row.referenceId,
        contactName: row.contactName,
        contactEmail: row.contactEmail,
        sentAt: row.sentAt.toISOString(),
        dueOn: row.dueOn,
        daysPastDue,
        bucket: agingBucketOf(daysPastDue),
        total: centsToAmount(row.totalCents),
        balance: centsToAmount(row.balanceCents),
        state: receivableStateOf(
          { documentState: 'sent', totalCents: row.totalCents, balanceCents: row.balanceCents, dueOn: row.dueOn },
          asOf,
        ),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total: matched,
    totalIsCapped: false,
  };
}
