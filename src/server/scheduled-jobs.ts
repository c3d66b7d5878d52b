// Every timed job the server runs (issue 38, decision 074), in one list for the one scheduler
// (platform/scheduler): each instance runs the scheduler, and each job runs on one instance at a
// time, from the clock the scheduler hands its run. Add a job here, and nowhere else.
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { EmailOutbox } from './infra/email/outbox.js';
import type { ScheduledJob } from './platform/scheduler/scheduler.js';
import { monthlyStatementsJob, overdueMarkingJob, paymentRemindersJob, type JobLogger } from './features/receivables/index.js';
import { qualificationAlertsJob, type QueueAlertText } from './features/driver-qualification/index.js';
import { queueText } from './features/text-messages/index.js';

export interface ScheduledJobsDeps {
  db: Database;
  /** Mail a job sends is queued in its transaction; the worker is woken once it commits. */
  outbox: EmailOutbox;
  config: Pick<Config, 'company' | 'publicBaseUrl' | 'billing' | 'texts'>;
  logger: JobLogger;
}

export function scheduledJobs({ db, outbox, config, logger }: ScheduledJobsDeps): ScheduledJob[] {
  const { timeZone: billingTimeZone } = config.billing;
  return [
    // Before the reminders: an invoice past due today is marked before its reminder goes.
    overdueMarkingJob({ db, billingTimeZone, logger }),
    paymentRemindersJob({ db, outbox, company: config.company, publicBaseUrl: config.publicBaseUrl, billingTimeZone, logger }),
    // On each 1st (billing time zone): last month's statement for every account, mailed with its PDF.
    monthlyStatementsJob({ db, outbox, company: config.company, publicBaseUrl: config.publicBaseUrl, billingTimeZone, logger }),
    // Daily (billing time zone): 60, 30 and 10 days before a license, medical card or annual review lapses (issue 41).
    qualificationAlertsJob({
      db,
      outbox,
      company: config.company,
      billingTimeZone,
      queueText: config.texts ? alertTexts(config.company.name) : undefined,
      logger,
    }),
  ];
}

/** The driver's alert text through the text-messages door: about no load, in the driver's language. */
function alertTexts(companyName: string): QueueAlertText {
  return async (tx, text, now) => {
    await queueText(
      tx,
      {
        serviceRequestId: null,
        driverProfileId: text.driverProfileId,
        recipient: 'driver',
        kind: 'qualification_lapsing',
        dedupeKey: text.dedupeKey,
        toPhone: text.toPhone,
        language: text.language,
        timeZone: text.timeZone,
        companyName,
        referenceId: '',
        lapse: { item: text.item, on: text.lapsesOn },
      },
      now,
    );
  };
}
