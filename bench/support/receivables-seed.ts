// Receivables in bulk for the receivables benchmark (issue 38's Performance), generated inside
// PostgreSQL (INSERT ... SELECT) on requests seeded by seedRealisticRequests: ACCOUNTS customer
// accounts (each with a billing contact; mostly Net 30, some Net 15, Net 45, Net 7 or due on
// receipt; one in twenty Spanish), every request billed to one of them and sent as an invoice of one
// linehaul line over the last 400 days. The older an invoice, the likelier it is paid: a paid
// invoice has one confirmed ACH payment applied whole, a partly paid one a payment of about half,
// and the rest are open, so the aging view reads every bucket. Each row is written the way the
// product leaves it: the number from its UTC year's sequence, terms and due day from the account
// (America/Chicago), the balance from the ledger, the request's summary and payment status.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../src/server/db/client.js';

export interface SeededReceivables {
  accounts: number;
  invoices: number;
  payments: number;
  openInvoices: number;
}

export async function seedReceivables(db: Database, accounts: number): Promise<SeededReceivables> {
  await db.execute(sql`
    insert into customer_accounts (name, terms, language, created_at, updated_at)
    select 'Account ' || n || ' Logistics',
      (array['net_30', 'net_30', 'net_30', 'net_15', 'net_45', 'net_7', 'due_on_receipt', 'net_30'])[1 + n % 8],
      case when n % 20 = 0 then 'es' else 'en' end,
      now() - interval '500 days', now() - interval '500 days'
    from generate_series(1, ${accounts}::int) as n
  `);
  await db.execute(sql`
    insert into customer_account_contacts (account_id, email, name)
    select id, 'billing@account' || id || '.example', 'Billing ' || id from customer_accounts
  `);
  // Sent at a moment in the last 400 days that the request's id spreads evenly.
  // One update of the requests at the end: each rewrites the row and its trigram index entries.
  await db.execute(
    sql.raw(`
      insert into invoices (service_request_id, account_id, state, number, total, sent_at, created_at, updated_at, terms, due_on, balance)
      select r, a, 'sent',
        'INV-' || y || '-' || lpad((row_number() over (partition by y order by sent, r))::text, 6, '0'),
        total, sent, sent, sent, terms,
        (sent at time zone 'America/Chicago')::date + (case terms when 'net_7' then 7 when 'net_15' then 15 when 'net_30' then 30 when 'net_45' then 45 else 0 end),
        case
          when age_days > 60 and r % 20 <> 0 then 0
          when age_days <= 60 and r % 2 = 0 then 0
          when r % 10 = 1 then round(total / 2, 2)
          else total
        end
      from (
        select s.id as r, c.id as a, round(200 + (s.id::bigint * 7919 % 180000) / 100.0, 2) as total,
          now() - make_interval(secs => (s.id::bigint * 7919) % (400 * 86400)) as sent,
          ((s.id::bigint * 7919) % (400 * 86400)) / 86400 as age_days,
          extract(year from (now() - make_interval(secs => (s.id::bigint * 7919) % (400 * 86400))) at time zone 'UTC')::int as y,
          c.terms
        from service_requests s join customer_accounts c on c.id = 1 + (s.id % ${accounts})
      ) as sent_requests
    `),
  );
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, kind, description, quantity, unit, rate, amount, state, source, created_at, updated_at)
    select id, 1, 'linehaul', 'Detroit, MI to Chicago, IL', 1, 'flat', total, total, 'approved', 'staff', sent_at, sent_at from invoices
  `);
  // What was paid arrived by ACH within the terms: applied whole (no overpayments here).
  await db.execute(sql`
    insert into payments (service_request_id, provider, method, amount, applied_amount, status, confirmed_at, created_at, updated_at)
    select service_request_id, 'manual', 'ach', total - balance, total - balance, 'succeeded',
      least(sent_at + interval '20 days', now()), least(sent_at + interval '20 days', now()), least(sent_at + interval '20 days', now())
    from invoices where balance < total
  `);
  await db.execute(sql`
    update service_requests as sr
    set account_id = i.account_id, final_amount = i.total, invoice_number = i.number, invoice_sent_at = i.sent_at,
      invoice_status = case when i.balance = 0 then 'paid' else 'sent' end,
      payment_status = case when i.balance = 0 then 'paid' when i.balance < i.total then 'partially_paid' else 'unpaid' end,
      paid_at = case when i.balance = 0 then least(i.sent_at + interval '20 days', now()) end
    from invoices as i
    where i.service_request_id = sr.id
  `);
  await db.execute(sql`
    insert into invoice_number_counters (year, last_number)
    select substr(number, 5, 4)::int, count(*) from invoices group by 1
    on conflict (year) do update set last_number = excluded.last_number
  `);
  await db.execute(
    sql`analyze customer_accounts; analyze customer_account_contacts; analyze invoices; analyze invoice_lines; analyze payments; analyze service_requests`,
  );
  const [counts] = await selectRows<SeededReceivables>(
    db,
    sql`select (select count(*) from customer_accounts)::int as accounts, (select count(*) from invoices)::int as invoices,
      (select count(*) from payments)::int as payments,
      (select count(*) from invoices where state = 'sent' and balance > 0)::int as "openInvoices"`,
  );
  if (!counts) throw new Error('the receivables seed counted nothing');
  return counts;
}
