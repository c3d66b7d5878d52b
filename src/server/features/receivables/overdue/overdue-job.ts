// Marking invoices overdue (issue 38): hourly, the scheduler finds each sent invoice that still owes
// and whose due day has passed in the billing time zone, and stamps it once, with an audit event
// that is also the entry in the request's history (the admin request view reads it from the log).
// A Net 30 invoice sent on 1 January is due on 31 January and overdue from 1 February.
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { amountToCents } from '../../../../shared/money.js';
import type { Database } from '../../../db/client.js';
import { actingAs, NO_ORIGIN, SYSTEM_ACTOR } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { every, type ScheduledJob } from '../../../platform/scheduler/scheduler.js';
import type { JobLogger } from '../job-logger.js';
import { markOverdueBatch } from './overdue-repository.js';

export interface OverdueMarkingDeps {
  db: Database;
  /** BILLING_TIME_ZONE: the day an invoice falls due in, and so the day it becomes overdue. */
  billingTimeZone: string;
  logger: JobLogger;
}

const HOUR_MS = 3_600_000;
/** Invoices stamped per transaction: short transactions, so a payment never waits long behind one. */
const BATCH_SIZE = 500;

export function overdueMarkingJob(deps: OverdueMarkingDeps): ScheduledJob {
  return {
    name: 'receivables.mark-overdue',
    nextRunAfter: every(HOUR_MS),
    run: async ({ now }) => {
      const marked = await markOverdueInvoices(deps, now);
      if (marked > 0) deps.logger.info({ job: 'receivables.mark-overdue', marked }, 'marked invoices overdue');
    },
  };
}

/** Stamps every invoice overdue at `now`; resolves to how many. */
export async function markOverdueInvoices(deps: Pick<OverdueMarkingDeps, 'db' | 'billingTimeZone'>, now: Date): Promise<number> {
  const today = calendarDayIn(now, deps.billingTimeZone);
  let total = 0;
  for (;;) {
    const marked = await deps.db.transaction(async (tx) => {
      const rows = await markOverdueBatch(tx, today, now, BATCH_SIZE);
      for (const row of rows) {
        await recordAuditEvent(tx, actingAs(NO_ORIGIN, SYSTEM_ACTOR), {
          action: 'invoice.overdue',
          recordType: 'service_request',
          recordId: row.serviceRequestId,
          changes: {
            // What the customer's page called it until today.
            invoiceState: { before: amountToCents(row.balance) < amountToCents(row.total) ? 'partially_paid' : 'open', after: 'overdue' },
            ...factsOf({ invoiceNumber: row.number, dueOn: row.dueOn, balance: row.balance }),
          },
        });
      }
      return rows.length;
    });
    total += marked;
    if (marked < BATCH_SIZE) return total;
  }
}
