// The lapse alerts (issue 41): daily, at midnight in the billing time zone, every active driver's
// license, medical certificate and annual review (their lapse days from the file's facts) is
// looked at; 60, 30 and 10 days before one lapses, the driver is mailed (in their language) and
// texted (when texts are configured), and recruiting is mailed (the owners when no one has the
// role). Each alert is its own transaction: its qualification_alerts row inserted first (the key
// is driver, item, lapse day and threshold), then its mails and text queued, so whichever instance
// runs the job, and however often one restarts mid-run, each alert goes once. A renewed item has
// a new lapse day, and so alerts again at its own thresholds.
import { addDays, calendarDayIn } from '../../../shared/calendar-date.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { LAPSING_ITEMS, lapseDates, type LapsingItem } from '../../../shared/driver-qualification/qualification-file.js';
import type { Locale } from '../../../shared/i18n.js';
import { toE164UsNumber } from '../../../shared/text-messages/text-messages.js';
import type { Database, Transaction } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import { timeZoneOfPlace } from '../../infra/place-time-zone.js';
import { startOfDayIn } from '../../infra/zone-days.js';
import type { ScheduledJob } from '../../platform/scheduler/scheduler.js';
import { lapseAlertEmails, type LapseAlert } from './alert-emails.js';
import { alertOwed, daysUntil } from './alert-schedule.js';
import { findActiveDrivers, insertAlert, recruitingAddresses, type AlertedDriver } from './alerts-repository.js';
import { loadQualificationFacts } from './facts-repository.js';

export const QUALIFICATION_ALERTS_JOB = 'qualification-alerts';

/** A text to the driver about the alert (the text-messages door, wired by the composition). */
export interface AlertText {
  driverProfileId: number;
  /** One text per alert, ever. */
  dedupeKey: string;
  /** E.164. */
  toPhone: string;
  language: Locale;
  /** The driver's zone: quiet hours are theirs. */
  timeZone: string;
  item: LapsingItem;
  lapsesOn: string;
}
export type QueueAlertText = (tx: Transaction, text: AlertText, now: Date) => Promise<void>;

export interface QualificationAlertDeps {
  db: Database;
  outbox: EmailOutbox;
  company: CompanyProfile;
  /** BILLING_TIME_ZONE: the day the job counts in, and the zone of a driver whose place is unknown. */
  billingTimeZone: string;
  /** Undefined when texts are not configured: the alerts are mailed only. */
  queueText: QueueAlertText | undefined;
  /** Counts only: never a name or an address. */
  logger?: { info(object: object, message: string): void };
}

/** Drivers read per page: one read of their files each. */
const DRIVERS_PER_PAGE = 200;

/** The scheduler's job (platform/scheduler): due at each midnight in the billing time zone. */
export function qualificationAlertsJob(deps: QualificationAlertDeps): ScheduledJob {
  return {
    name: QUALIFICATION_ALERTS_JOB,
    nextRunAfter: (now) => startOfDayIn(addDays(calendarDayIn(now, deps.billingTimeZone), 1), deps.billingTimeZone),
    async run({ now }) {
      const sent = await sendDueQualificationAlerts(deps, now);
      if (sent > 0) deps.logger?.info({ job: QUALIFICATION_ALERTS_JOB, sent }, 'sent qualification alerts');
      return sent;
    },
  };
}

/** Sends every alert owed on `now`'s day; resolves to how many this run sent. */
export async function sendDueQualificationAlerts(deps: QualificationAlertDeps, now: Date): Promise<number> {
  const today = calendarDayIn(now, deps.billingTimeZone);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const drivers = await findActiveDrivers(deps.db, afterId, DRIVERS_PER_PAGE);
    if (drivers.length === 0) return sent;
    const facts = await loadQualificationFacts(
      deps.db,
      drivers.map((driver) => driver.id),
    );
    for (const driver of drivers) {
      const driverFacts = facts.get(driver.id);
      if (!driverFacts) continue;
      const lapses = lapseDates(driverFacts);
      for (const item of LAPSING_ITEMS) {
        const lapsesOn = lapses[item];
        const daysBefore = lapsesOn === null ? null : alertOwed(today, lapsesOn);
        if (lapsesOn === null || daysBefore === null) continue;
        const alert = { item, lapsesOn, daysBefore, daysLeft: daysUntil(today, lapsesOn) };
        if (await sendAlert(deps, driver, alert, now)) sent += 1;
      }
    }
    afterId = drivers[drivers.length - 1]!.id;
  }
}

/** One alert, all or nothing; false when it was sent before. */
async function sendAlert(deps: QualificationAlertDeps, driver: AlertedDriver, alert: LapseAlert, now: Date): Promise<boolean> {
  return deps.outbox.transaction(async (tx) => {
    const recorded = await insertAlert(tx, {
      driverProfileId: driver.id,
      item: alert.item,
      lapsesOn: alert.lapsesOn,
      daysBefore: alert.daysBefore,
      sentAt: now,
    });
    if (!recorded) return false;
    await deps.outbox.enqueue(tx, lapseAlertEmails(alert, driver, await recruitingAddresses(tx), deps.company));
    const phone = toE164UsNumber(driver.phone);
    if (deps.queueText && phone) {
      await deps.queueText(
        tx,
        {
          driverProfileId: driver.id,
          dedupeKey: `driver:${driver.id}:qualification:${alert.item}:${alert.lapsesOn}:${alert.daysBefore}`,
          toPhone: phone,
          language: driver.language,
          timeZone: timeZoneOfPlace({ zip: driver.zipCode, state: driver.state }, deps.billingTimeZone),
          item: alert.item,
          lapsesOn: alert.lapsesOn,
        },
        now,
      );
    }
    return true;
  });
}
