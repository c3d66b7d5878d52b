// The SQL of statements (decision 075): the movements of accounts' invoices from the books, what the
// accounts owe today, and the monthly statements kept in account_statements.
//
// A movement is what changed what an account owes, on the day it happened in the billing time zone:
// an invoice sent (+ its total), a credit note (-), a confirmed payment's applied part (-), the part
// of a refund that gave back applied money (+; a refund first returns a payment's unapplied part,
// as recomputeInvoiceBalance counts it), and an invoice voided (- its total less its credit notes).
// A payment belongs to its request's sent invoice, as the invoice's balance counts it.
import { sql, type SQL } from 'drizzle-orm';
import type { StatementEntryKind } from '../../../../shared/receivables/statements.js';
import type { Locale } from '../../../../shared/i18n.js';
import type { PaymentTerms } from '../../../../shared/accounts/accounts.js';
import { selectRows, type Executor } from '../../../db/client.js';

export interface Movement {
  accountId: number;
  /** YYYY-MM-DD in the billing time zone. */
  on: string;
  kind: StatementEntryKind;
  /** Signed: + raises what is owed. */
  cents: number;
  invoiceNumber: string;
  referenceId: string;
  detail: string | null;
}

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Orders a day's movements: the invoice before what was done about it. */
const KIND_ORDER = sql`case kind when 'invoice' then 1 when 'credit_note' then 2 when 'payment' then 3 when 'refund' then 4 else 5 end`;

/**
 * The movements of these accounts' invoices on `fromDay` or later (YYYY-MM-DD), in the order they
 * happened. Read from each account's invoices (invoices_account_sent_idx), their credit notes,
 * payments and refunds.
 */
export async function findMovementsSince(
  executor: Executor,
  accountIds: readonly number[],
  fromDay: string,
  timeZone: string,
): Promise<Movement[]> {
  if (accountIds.length === 0) return [];
  const rows = await selectRows<{
    account_id: number;
    on: string;
    kind: StatementEntryKind;
    cents: string;
    invoice_number: string;
    reference_id: string;
    detail: string | null;
  }>(
    executor,
    sql`
      with inv as materialized (
        select i.id, i.account_id, i.service_request_id, i.state, i.number, i.total, i.sent_at, i.voided_at, r.reference_id
        from invoices i join service_requests r on r.id = i.service_request_id
        where i.account_id in (${idList(accountIds)}) and i.state in ('sent', 'void')
      ),
      pay as materialized (
        select p.id, p.amount, p.applied_amount, p.method, coalesce(p.confirmed_at, p.updated_at) as at,
          inv.account_id, inv.number, inv.reference_id
        from inv join payments p on p.service_request_id = inv.service_request_id
        where inv.state = 'sent' and p.status = 'succeeded' and p.applied_amount is not null
      ),
      refund as (
        select f.created_at as at, pay.account_id, pay.number, pay.reference_id, pay.method,
          -- The applied money given back by this refund: what all refunds up to it gave back of the
          -- applied part, less what those before it did.
          least(pay.applied_amount, greatest(0, sum(f.amount) over w - (pay.amount - pay.applied_amount)))
            - least(pay.applied_amount, greatest(0, sum(f.amount) over w - f.amount - (pay.amount - pay.applied_amount))) as given_back
        from pay join payment_refunds f on f.payment_id = pay.id
        where f.status = 'succeeded'
        window w as (partition by f.payment_id order by f.created_at, f.id)
      ),
      movement as (
        select account_id, sent_at as at, 'invoice' as kind, total as amount, number, reference_id, null::text as detail, id as sort_id
        from inv
        union all
        select account_id, voided_at, 'void', -(total - coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = inv.id), 0)),
          number, reference_id, null, id
        from inv where state = 'void'
        union all
        select inv.account_id, c.created_at, 'credit_note', -c.amount, inv.number, inv.reference_id, c.number, c.id
        from inv join credit_notes c on c.invoice_id = inv.id
        union all
        select account_id, at, 'payment', -applied_amount, number, reference_id, method, 0
        from pay where applied_amount > 0
        union all
        select account_id, at, 'refund', given_back, number, reference_id, method, 0
        from refund where given_back > 0
      )
      select account_id, (at at time zone ${timeZone})::date::text as on, kind, (amount * 100)::bigint as cents,
        number as invoice_number, reference_id, detail
      from movement
      where (at at time zone ${timeZone})::date >= ${fromDay}::date
      order by account_id, at, ${KIND_ORDER}, sort_id`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    on: row.on,
    kind: row.kind,
    cents: Number(row.cents),
    invoiceNumber: row.invoice_number,
    referenceId: row.reference_id,
    detail: row.detail,
  }));
}

/** What each account owes today in cents: its sent invoices' balances (accounts owing nothing are left out). */
export async function findOpenBalances(executor: Executor, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await selectRows<{ account_id: number; cents: string }>(
    executor,
    sql`select account_id, sum((balance * 100)::bigint) as cents
        from invoices
        where state = 'sent' and balance > 0 and account_id in (${idList(accountIds)})
        group by account_id`,
  );
  return new Map(rows.map((row) => [row.account_id, Number(row.cents)]));
}

export interface StatementAccount {
  id: number;
  name: string;
  language: Locale;
  terms: PaymentTerms;
  factored: boolean;
}

export async function findStatementAccount(executor: Executor, accountId: number): Promise<StatementAccount | undefined> {
  const [row] = await selectRows<StatementAccount>(
    executor,
    sql`select id, name, language, terms, factored from customer_accounts where id = ${accountId}`,
  );
  return row;
}

/** The next `limit` active (not merged) accounts after `afterId` that have no statement for the period starting `periodStart`. */
export async function findAccountsToStatement(
  executor: Executor,
  periodStart: string,
  afterId: number,
  limit: number,
): Promise<StatementAccount[]> {
  return selectRows<StatementAccount>(
    executor,
    sql`select a.id, a.name, a.language, a.terms, a.factored
        from customer_accounts a
        where a.merged_into_id is null and a.id > ${afterId}
          and not exists (select 1 from account_statements s where s.account_id = a.id and s.period_start = ${periodStart}::date)
        order by a.id
        limit ${limit}`,
  );
}

/** The billing contacts of these accounts, by account. */
export async function findBillingContacts(executor: Executor, accountIds: readonly number[]): Promise<Map<number, string[]>> {
  const contacts = new Map<number, string[]>();
  if (accountIds.length === 0) return contacts;
  const rows = await selectRows<{ account_id: number; email: string }>(
    executor,
    sql`select account_id, email from customer_account_contacts where account_id in (${idList(accountIds)}) order by account_id, id`,
  );
  for (const row of rows) {
    const ofAccount = contacts.get(row.account_id);
    if (ofAccount) ofAccount.push(row.email);
    else contacts.set(row.account_id, [row.email]);
  }
  return contacts;
}

/** The account the signed-in address is a billing contact of (an active one), if any. */
export async function findContactAccount(executor: Executor, email: string): Promise<StatementAccount | undefined> {
  const [row] = await selectRows<StatementAccount>(
    executor,
    sql`select a.id, a.name, a.language, a.terms, a.factored
        from customer_account_contacts c join customer_accounts a on a.id = c.account_id
        where c.email = ${email} and a.merged_into_id is null`,
  );
  return row;
}

/** Who the factor is and where a factored account pays (decision 078's settings), or null when none is set. */
export async function findFactor(executor: Executor): Promise<{ name: string; remitTo: string } | null> {
  const [row] = await selectRows<{ name: string; remit_to: string }>(
    executor,
    sql`select factor_name as name, remit_to from factoring_settings`,
  );
  return row ? { name: row.name, remitTo: row.remit_to } : null;
}
