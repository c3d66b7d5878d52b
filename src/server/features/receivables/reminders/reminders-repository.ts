// The SQL of payment reminders: the invoices that may owe one, the invoice locked to send it, the
// people it goes to, and the rows that make each reminder day go once (invoice_reminders'
// UNIQUE (invoice_id, offset_days)).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../../shared/i18n.js';
import { selectRows, type Database, type Executor } from '../../../db/client.js';
import { customerAccountContacts, factoringSettings, invoiceReminders, invoices } from '../../../db/schema.js';

/** An open invoice that may owe a reminder today, with what the rule needs. */
export interface ReminderCandidate {
  invoiceId: number;
  dueOn: string;
  sentOn: string;
  offsets: number[];
  latestSentOffset: number | null;
}

export interface CandidateQuery {
  /** YYYY-MM-DD, billing time zone. */
  today: string;
  /** The first day a reminder found late may still go for (today less the catch-up days). */
  oldestReminderDay: string;
  /** Due days to look at (see dueDaysToLookAt). */
  dueFrom: string;
  dueTo: string;
  billingTimeZone: string;
  /** For an invoice with no account (a one-off customer). */
  defaultOffsets: readonly number[];
  /** Keyset: only invoices with a larger id. */
  afterInvoiceId: number;
  limit: number;
}

/**
 * Sent invoices that still owe, whose account's reminders are not paused, and that have a reminder
 * day between `oldestReminderDay` and `today`: the rule (reminderOwed) decides the rest. Oldest id first.
 */
export async function findReminderCandidates(db: Database, query: CandidateQuery): Promise<ReminderCandidate[]> {
  const offsetsOf = sql`coalesce(a.reminder_offsets, ${JSON.stringify(query.defaultOffsets)}::text::jsonb)`;
  return selectRows<ReminderCandidate>(
    db,
    sql`select i.id as "invoiceId", i.due_on::text as "dueOn",
          to_char(i.sent_at at time zone ${query.billingTimeZone}, 'YYYY-MM-DD') as "sentOn",
          ${offsetsOf} as offsets,
          (select max(r.offset_days) from invoice_reminders r where r.invoice_id = i.id) as "latestSentOffset"
        from invoices i
        left join customer_accounts a on a.id = i.account_id
        where i.state = 'sent' and i.balance > 0
          and i.due_on between ${query.dueFrom}::date and ${query.dueTo}::date
          and i.id > ${query.afterInvoiceId}
          and (a.id is null or not a.reminders_paused)
          and exists (
            select 1 from jsonb_array_elements_text(${offsetsOf}) as o(days)
            where i.due_on + o.days::int between ${query.oldestReminderDay}::date and ${query.today}::date
          )
        order by i.id
        limit ${query.limit}`,
  );
}

/** A sent invoice as a reminder reads it, its row locked for the reminder's transaction. */
export interface LockedInvoice {
  invoiceId: number;
  serviceRequestId: number;
  state: string;
  number: string;
  dueOn: string;
  balance: string;
  referenceId: string;
  contactName: string;
  contactEmail: string;
  requestLanguage: Locale;
  accountId: number | null;
  accountName: string | null;
  accountLanguage: Locale | null;
  factored: boolean;
  remindersPaused: boolean;
}

/**
 * Locks the invoice's row (a payment writing its balance waits, and is waited for) and reads it
 * with its request and account as they stand now.
 */
export async function lockInvoiceForReminder(executor: Executor, invoiceId: number): Promise<LockedInvoice | undefined> {
  const result: unknown = await executor.execute(
    sql`select i.id as "invoiceId", i.service_request_id as "serviceRequestId", i.state, i.number,
          i.due_on::text as "dueOn", i.balance::text as balance,
          r.reference_id as "referenceId", r.contact_name as "contactName", r.contact_email as "contactEmail",
          r.language as "requestLanguage",
          a.id as "accountId", a.name as "accountName", a.language as "accountLanguage",
          coalesce(a.factored, false) as factored, coalesce(a.reminders_paused, false) as "remindersPaused"
        from invoices i
        join service_requests r on r.id = i.service_request_id
        left join customer_accounts a on a.id = i.account_id
        where i.id = ${invoiceId}
        for update of i`,
  );
  return (result as { rows: LockedInvoice[] }).rows[0];
}

/** The latest reminder day sent for the invoice, or null: read under the invoice's lock. */
export async function latestReminderOffset(executor: Executor, invoiceId: number): Promise<number | null> {
  const [row] = await executor
    .select({ latest: sql<number | null>`max(${invoiceReminders.offsetDays})` })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId));
  return row?.latest ?? null;
}

export interface BillingContact {
  email: string;
  name: string | null;
}

export async function billingContactsOf(executor: Executor, accountId: number): Promise<BillingContact[]> {
  return executor
    .select({ email: customerAccountContacts.email, name: customerAccountContacts.name })
    .from(customerAccountContacts)
    .where(eq(customerAccountContacts.accountId, accountId))
    .orderBy(asc(customerAccountContacts.id));
}

export interface NewReminder {
  invoiceId: number;
  offsetDays: number;
  finalNotice: boolean;
  balance: string;
  recipients: string[];
  sentAt: Date;
}

/** Records the reminder; false when its day was already recorded (it went, or is going, elsewhere). */
export async function insertReminder(executor: Executor, reminder: NewReminder): Promise<boolean> {
  const inserted = await executor
    .insert(invoiceReminders)
    .values(reminder)
    .onConflictDoNothing({ target: [invoiceReminders.invoiceId, invoiceReminders.offsetDays] })
    .returning({ id: invoiceReminders.id });
  return inserted.length > 0;
}

export type FactorDetails = Pick<typeof factoringSettings.$inferSelect, 'factorName' | 'remitTo' | 'email' | 'phone'>;

/** The factor factored accounts' invoices are assigned to, or null when none is set up. */
export async function findFactor(executor: Executor): Promise<FactorDetails | null> {
  const [row] = await executor
    .select({
      factorName: factoringSettings.factorName,
      remitTo: factoringSettings.remitTo,
      email: factoringSettings.email,
      phone: factoringSettings.phone,
    })
    .from(factoringSettings)
    .limit(1);
  return row ?? null;
}

/** The reminders of every invoice the request was sent, oldest first, with the invoice's number. */
export async function remindersOfRequest(executor: Executor, serviceRequestId: number) {
  return executor
    .select({
      invoiceNumber: invoices.number,
      offsetDays: invoiceReminders.offsetDays,
      finalNotice: invoiceReminders.finalNotice,
      balance: invoiceReminders.balance,
      recipients: invoiceReminders.recipients,
      sentAt: invoiceReminders.sentAt,
    })
    .from(invoiceReminders)
    .innerJoin(invoices, and(eq(invoices.id, invoiceReminders.invoiceId), eq(invoices.serviceRequestId, serviceRequestId)))
    .orderBy(asc(invoiceReminders.sentAt), asc(invoiceReminders.id));
}
