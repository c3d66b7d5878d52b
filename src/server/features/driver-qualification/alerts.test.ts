// The lapse alerts (issue 41) driven by a fake clock through the real scheduler and the server's job
// list, two instances asking at every step and a restart between: 60, 30 and 10 days before a
// license, medical certificate or annual review lapses, each alert goes once, by mail to the driver
// (in their language) and to recruiting (the owners when no one has the role), and by text; none
// for an inactive driver or a lapse already past; a renewed item alerts again at its own days.
// The drivers' dates are set in 2031, clear of any other test's drivers (hired around today).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../../shared/calendar-date.js';
import { createTestAdmin } from '../../../../tests/support/admin.js';
import { insertDriver, setDriverStatus, type TestDriver } from '../../../../tests/support/dispatch.js';
import { FAKE_TWILIO_ACCOUNT_SID, FAKE_TWILIO_AUTH_TOKEN, FAKE_TWILIO_FROM } from '../../../../tests/support/fake-twilio.js';
import { startTestAppWithAdmin, stopTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { testConfig } from '../../../../tests/support/test-config.js';
import type { Database } from '../../db/client.js';
import { adminUsers, driverProfiles, emailOutbox, qualificationAlerts, textMessages } from '../../db/schema.js';
import { emailOutbox as makeOutbox } from '../../infra/email/outbox.js';
import { createScheduler, type Scheduler } from '../../platform/scheduler/scheduler.js';
import { scheduledJobs } from '../../scheduled-jobs.js';
import { DRIVER_ALERT_MAIL_KIND, RECRUITING_ALERT_MAIL_KIND } from './alert-emails.js';

const config = testConfig({
  BILLING_TIME_ZONE: 'America/Chicago',
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
  TWILIO_FROM_NUMBER: FAKE_TWILIO_FROM,
});
const TIME_ZONE = config.billing.timeZone;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR_MS = 3_600_000;
const RECRUITER = { email: 'recruiter@freight.example', password: 'recruiting test password' };
const LEFT = { email: 'former-recruiter@freight.example', password: 'recruiting test password' };

let started: TestApp;
let db: Database;

beforeAll(async () => {
  started = await startTestAppWithAdmin({ config });
  db = started.database.db;
  await createTestAdmin(db, RECRUITER, 'recruiting');
  // A disabled recruiter is mailed nothing.
  await createTestAdmin(db, LEFT, 'recruiting');
  await db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.email, LEFT.email));
});
afterAll(async () => {
  await stopTestApp(started?.app, started?.database);
});
beforeEach(async () => {
  await db.execute(sql`delete from scheduled_jobs`);
});

function instance(name: string): Scheduler {
  const jobs = scheduledJobs({ db, outbox: makeOutbox(db, () => undefined), config, logger: silent });
  return createScheduler({ db, jobs, logger: silent, instanceName: name });
}

/** Midnight at the start of `day` in Chicago in winter (UTC-6). */
const chicagoMidnight = (day: string) => new Date(`${day}T06:00:00Z`);

async function walk(instances: () => Scheduler[], from: Date, to: Date, stepHours: number, between?: (now: Date) => Promise<void>) {
  for (let now = from; now <= to; now = new Date(now.getTime() + stepHours * HOUR_MS)) {
    await Promise.all(instances().map((scheduler) => scheduler.runDue(now)));
    await between?.(now);
  }
}

/** Hired in 2030: the annual review lapses in September 2031, outside the walks. */
const HIRED = { hireDate: '2030-09-01', licenseExpiration: '2035-01-01', medicalCardExpiration: '2035-01-01' };

async function alertsOf(driver: TestDriver) {
  const rows = await db
    .select()
    .from(qualificationAlerts)
    .where(eq(qualificationAlerts.driverProfileId, driver.id))
    .orderBy(asc(qualificationAlerts.sentAt), asc(qualificationAlerts.item));
  return rows.map((row) => ({
    item: row.item,
    lapsesOn: row.lapsesOn,
    daysBefore: row.daysBefore,
    day: calendarDayIn(row.sentAt, TIME_ZONE),
  }));
}

async function mailsTo(address: string, kind: string) {
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.id));
}

async function textsOf(driver: TestDriver) {
  return db
    .select({
      kind: textMessages.kind,
      body: textMessages.body,
      serviceRequestId: textMessages.serviceRequestId,
      language: textMessages.language,
    })
    .from(textMessages)
    .where(and(eq(textMessages.driverProfileId, driver.id), eq(textMessages.kind, 'qualification_lapsing')))
    .orderBy(asc(textMessages.id));
}

describe('qualification alerts', { timeout: 120_000 }, () => {
  it('go 60, 30 and 10 days before a lapse, once each, with two instances and a restart; Spanish to a Spanish driver; a renewal alerts again', async () => {
    // Her own number: its first alert text says how to stop.
    const license = await insertDriver(db, { ...HIRED, firstName: 'Lena', phone: '(313) 555-0177', licenseExpiration: '2031-03-31' });
    const medical = await insertDriver(db, { ...HIRED, firstName: 'Mateo', language: 'es', medicalCardExpiration: '2031-04-10' });
    const renewed = await insertDriver(db, { ...HIRED, firstName: 'Rita', licenseExpiration: '2031-02-20' });
    const inactive = await insertDriver(db, { ...HIRED, firstName: 'Ina', licenseExpiration: '2031-03-31' });
    await setDriverStatus(db, inactive.id, 'inactive');
    const lapsed = await insertDriver(db, { ...HIRED, firstName: 'Lapsed', licenseExpiration: '2031-01-10' });

    let running = [instance('first'), instance('second')];
    // Rita renews her license on 12 February (2031-04-10 now): alerts start again from its 60 days.
    const renewOn = chicagoMidnight('2031-02-12');
    await walk(
      () => running,
      chicagoMidnight('2031-01-15'),
      chicagoMidnight('2031-02-28'),
      12,
      async (now) => {
        if (now.getTime() === renewOn.getTime())
          await db.update(driverProfiles).set({ licenseExpiration: '2031-04-10' }).where(eq(driverProfiles.id, renewed.id));
      },
    );
    await Promise.all(running.map((scheduler) => scheduler.stop()));
    running = [instance('first again'), instance('second again')];
    await walk(() => running, chicagoMidnight('2031-02-28'), chicagoMidnight('2031-04-20'), 12);

    expect(await alertsOf(license)).toEqual([
      { item: 'license', lapsesOn: '2031-03-31', daysBefore: 60, day: '2031-01-30' },
      { item: 'license', lapsesOn: '2031-03-31', daysBefore: 30, day: '2031-03-01' },
      { item: 'license', lapsesOn: '2031-03-31', daysBefore: 10, day: '2031-03-21' },
    ]);
    expect(await alertsOf(medical)).toEqual([
      { item: 'medical_certificate', lapsesOn: '2031-04-10', daysBefore: 60, day: '2031-02-09' },
      { item: 'medical_certificate', lapsesOn: '2031-04-10', daysBefore: 30, day: '2031-03-11' },
      { item: 'medical_certificate', lapsesOn: '2031-04-10', daysBefore: 10, day: '2031-03-31' },
    ]);
    // 36 days left when the walk began: the 60-day alert that day (the latest threshold reached), then 30 and 10;
    // renewed on 12 February after that day's run: its 60-day alert at the next day's run, and so on.
    expect(await alertsOf(renewed)).toEqual([
      { item: 'license', lapsesOn: '2031-02-20', daysBefore: 60, day: '2031-01-15' },
      { item: 'license', lapsesOn: '2031-02-20', daysBefore: 30, day: '2031-01-21' },
      { item: 'license', lapsesOn: '2031-02-20', daysBefore: 10, day: '2031-02-10' },
      { item: 'license', lapsesOn: '2031-04-10', daysBefore: 60, day: '2031-02-13' },
      { item: 'license', lapsesOn: '2031-04-10', daysBefore: 30, day: '2031-03-11' },
      { item: 'license', lapsesOn: '2031-04-10', daysBefore: 10, day: '2031-03-31' },
    ]);
    expect(await alertsOf(inactive)).toEqual([]);
    expect(await alertsOf(lapsed)).toEqual([]);

    // The driver's mails, in their language.
    expect((await mailsTo(license.email, DRIVER_ALERT_MAIL_KIND)).map((mail) => mail.subject)).toEqual([
      "Your driver's license expires on March 31, 2031",
      "Your driver's license expires on March 31, 2031",
      "Your driver's license expires on March 31, 2031",
    ]);
    const spanish = await mailsTo(medical.email, DRIVER_ALERT_MAIL_KIND);
    expect(spanish.map((mail) => mail.subject)).toEqual(Array(3).fill('Su certificado médico del DOT vence el 10 de abril de 2031'));
    expect(spanish[0]?.text).toContain('Hola, "Mateo":');
    expect(spanish[0]?.text).toContain('es válido hasta el 10 de abril de 2031');
    expect(await mailsTo(inactive.email, DRIVER_ALERT_MAIL_KIND)).toEqual([]);
    expect(await mailsTo(lapsed.email, DRIVER_ALERT_MAIL_KIND)).toEqual([]);

    // Recruiting hears of each alert once; the disabled recruiter and the owner (a recruiter exists) nothing.
    const recruiting = await mailsTo(RECRUITER.email, RECRUITING_ALERT_MAIL_KIND);
    expect(recruiting).toHaveLength(12);
    expect(recruiting.filter((mail) => mail.subject.includes('Mateo'))[0]?.subject).toMatch(
      /^Qualification file: Mateo .*'s Medical examiner's certificate \(391\.43\) lapses after April 10, 2031$/,
    );
    expect(recruiting[0]?.text).toMatch(/This is the 60-day alert/);
    expect(await mailsTo(LEFT.email, RECRUITING_ALERT_MAIL_KIND)).toEqual([]);
    expect(await mailsTo('ops-lead@freight.example', RECRUITING_ALERT_MAIL_KIND)).toEqual([]);

    // One text per alert, about no load, in the driver's language.
    const texts = await textsOf(medical);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatchObject({ serviceRequestId: null, language: 'es' });
    expect(texts[0]?.body).toMatch(/^OTP Freight & Delivery: su certificado médico del DOT vence el 10 abr 2031\./);
    expect((await textsOf(license)).map((text) => text.body)).toEqual([
      expect.stringMatching(
        /your driver's license expires on Mar 31, 2031\. Please renew it and send a copy to recruiting\. Reply STOP to opt out\.$/,
      ),
      expect.stringMatching(/your driver's license expires on Mar 31, 2031\. Please renew it and send a copy to recruiting\.$/),
      expect.stringMatching(/your driver's license expires on Mar 31, 2031\. Please renew it and send a copy to recruiting\.$/),
    ]);
    expect(await textsOf(inactive)).toEqual([]);
  });

  it('go to the owners when no one has the recruiting role', async () => {
    await db
      .update(adminUsers)
      .set({ disabledAt: new Date() })
      .where(inArray(adminUsers.email, [RECRUITER.email]));
    try {
      const driver = await insertDriver(db, { ...HIRED, firstName: 'Omar', licenseExpiration: '2032-03-31' });
      await instance('only').runDue(chicagoMidnight('2032-03-25'));
      expect(await alertsOf(driver)).toEqual([{ item: 'license', lapsesOn: '2032-03-31', daysBefore: 10, day: '2032-03-25' }]);
      const toOwner = await mailsTo('ops-lead@freight.example', RECRUITING_ALERT_MAIL_KIND);
      expect(toOwner.map((mail) => mail.subject)).toEqual([expect.stringContaining('Omar')]);
    } finally {
      await db.update(adminUsers).set({ disabledAt: null }).where(eq(adminUsers.email, RECRUITER.email));
    }
  });
});
