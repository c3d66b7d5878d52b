// Payment reminders (issue 38, decision 076): hourly, the scheduler finds the open invoices owed a
// reminder today (reminder-schedule.ts) and sends each in its own transaction: the invoice row
// locked, the reminder's row inserted (UNIQUE per invoice and day), its mails queued in the outbox
// and its audit event written, all or nothing. However many instances run the job, and however
// often one restarts mid-run, a reminder day goes once: a second try finds the row and stops.
//
// A one-off customer (no account) is reminded on the default days, to the request's contact
// e-mail in the request's language; an account's reminders follow its own days, go to its billing
// contacts (the request's contact when it has none) in the account's language, and stop while
// the office has paused them. None goes for an invoice paid in full or voided.
import { DEFAULT_REMINDER_OFFSETS, REMINDER_OFFSET_MAX, REMINDER_OFFSET_MIN } from '../../../../shared/accounts/accounts.js';
import { addDays, calendarDayIn } from '../../../../shared/calendar-date.js';
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import { amountToCents } from '../../../../shared/money.js';
import type { Database, Executor } from '../../../db/client.js';
import type { EmailOutbox } from '../../../infra/email/outbox.js';
import { actingAs, NO_ORIGIN, SYSTEM_ACTOR } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { every, type ScheduledJob } from '../../../platform/scheduler/scheduler.js';
import type { JobLogger } from '../job-logger.js';
import { reminderEmails, type ReminderRecipient } from './reminder-emails.js';
import {
  billingContactsOf,
  findFactor,
  findReminderCandidates,
  insertReminder,
  latestReminderOffset,
  lockInvoiceForReminder,
  type FactorDetails,
  type LockedInvoice,
} from './reminders-repository.js';
import { REMINDER_CATCH_UP_DAYS, dueDaysToLookAt, reminderOwed, type OwedReminder } from './reminder-schedule.js';

export interface PaymentReminderDeps {
  db: Database;
  /** Each reminder's mails are queued in its transaction; the worker is woken once it commits. */
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** The payment page's address in the mail. */
  publicBaseUrl: string;
  /** BILLING_TIME_ZONE: the day a reminder is due in. */
  billingTimeZone: string;
  logger: JobLogger;
}

const HOUR_MS = 3_600_000;
/** Invoices read per query while looking for the ones owed a reminder. */
const PAGE_SIZE = 500;

export function paymentRemindersJob(deps: PaymentReminderDeps): ScheduledJob {
  return {
    name: 'receivables.payment-reminders',
    nextRunAfter: every(HOUR_MS),
    run: async ({ now }) => {
      const sent = await sendDueReminders(deps, now);
      if (sent > 0) deps.logger.info({ job: 'receivables.payment-reminders', sent }, 'sent payment reminders');
    },
  };
}

/** Sends every reminder owed at `now`; resolves to how many went. */
export async function sendDueReminders(deps: Omit<PaymentReminderDeps, 'logger'>, now: Date): Promise<number> {
  const today = calendarDayIn(now, deps.billingTimeZone);
  const { from, to } = dueDaysToLookAt(today, { minOffset: REMINDER_OFFSET_MIN, maxOffset: REMINDER_OFFSET_MAX });
  // Read once a run: the remit-to a factored account's reminders name.
  const factor = await findFactor(deps.db);
  let sent = 0;
  let afterInvoiceId = 0;
  for (;;) {
    const candidates = await findReminderCandidates(deps.db, {
      today,
      oldestReminderDay: addDays(today, -REMINDER_CATCH_UP_DAYS),
      dueFrom: from,
      dueTo: to,
      billingTimeZone: deps.billingTimeZone,
      defaultOffsets: DEFAULT_REMINDER_OFFSETS,
      afterInvoiceId,
      limit: PAGE_SIZE,
    });
    for (const candidate of candidates) {
      const owed = reminderOwed(candidate, today);
      if (owed && (await sendReminder(deps, candidate.invoiceId, owed, { now, factor }))) sent += 1;
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < PAGE_SIZE) return sent;
    afterInvoiceId = last.invoiceId;
  }
}

/**
 * One reminder, all or nothing; false when the invoice no longer owes it (paid, voided, paused
 * meanwhile) or its day was recorded already (another instance sent it).
 */
async function sendReminder(
  deps: Omit<PaymentReminderDeps, 'logger'>,
  invoiceId: number,
  owed: OwedReminder,
  run: { now: Date; factor: FactorDetails | null },
): Promise<boolean> {
  return deps.outbox.transaction(async (tx) => {
    const invoice = await lockInvoiceForReminder(tx, invoiceId);
    if (!invoice || invoice.state !== 'sent' || amountToCents(invoice.balance) <= 0 || invoice.remindersPaused) return false;
    const latest = await latestReminderOffset(tx, invoiceId);
    if (latest !== null && latest >= owed.offsetDays) return false;
    const recipients = await recipientsOf(tx, invoice);
    const recorded = await insertReminder(tx, {
      invoiceId,
      offsetDays: owed.offsetDays,
      finalNotice: owed.finalNotice,
      balance: invoice.balance,
      recipients: recipients.map((recipient) => recipient.email),
      sentAt: run.now,
    });
    if (!recorded) return false;
    await deps.outbox.enqueue(
      tx,
      reminderEmails(
        {
          language: invoice.accountLanguage ?? invoice.requestLanguage,
          referenceId: invoice.referenceId,
          serviceRequestId: invoice.serviceRequestId,
          invoiceNumber: invoice.number,
          dueOn: invoice.dueOn,
          balance: invoice.balance,
          offsetDays: owed.offsetDays,
          finalNotice: owed.finalNotice,
          factored: invoice.factored,
          factor: invoice.factored ? run.factor : null,
        },
        recipients,
        deps,
      ),
    );
    // The request's history shows it (the admin request view reads the log by request).
    await recordAuditEvent(tx, actingAs(NO_ORIGIN, SYSTEM_ACTOR), {
      action: 'invoice.reminder_sent',
      recordType: 'service_request',
      recordId: invoice.serviceRequestId,
      changes: factsOf({
        invoiceNumber: invoice.number,
        reminderDay: owed.offsetDays,
        finalNotice: owed.finalNotice,
        dueOn: invoice.dueOn,
        balance: invoice.balance,
        recipients: recipients.map((recipient) => recipient.email).join(', '),
      }),
    });
    return true;
  });
}

/** The account's billing contacts; the request's contact for a one-off customer or an account with none. */
async function recipientsOf(tx: Executor, invoice: LockedInvoice): Promise<ReminderRecipient[]> {
  const contacts = invoice.accountId === null ? [] : await billingContactsOf(tx, invoice.accountId);
  if (contacts.length === 0) return [{ email: invoice.contactEmail, name: invoice.contactName }];
  return contacts.map((contact) => ({ email: contact.email, name: contact.name ?? invoice.accountName ?? invoice.contactName }));
}
