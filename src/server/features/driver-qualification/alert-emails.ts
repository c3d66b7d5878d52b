// The mails of a lapse alert (issue 41): the driver's, in their language, saying what lapses on
// which day and what to do; recruiting's, in English (the back office's language), naming the
// driver, the item, the day and the days left. Neither carries a license number or any document.
import type { MessageDescriptor } from '@lingui/core';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { QUALIFICATION_ITEM_LABELS, type LapsingItem } from '../../../shared/driver-qualification/qualification-file.js';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import { greetingLine } from '../../infra/email/branded/typed-line.js';
import { companySignature, line, mailBody, textFromLines, typed, type MailLines } from '../../infra/email/compose.js';
import type { OutgoingEmail } from '../../infra/email/outgoing-email.js';
import { translator } from '../../i18n/translator.js';

export const DRIVER_ALERT_MAIL_KIND = 'qualification-alert-driver';
export const RECRUITING_ALERT_MAIL_KIND = 'qualification-alert-recruiting';

export interface LapseAlert {
  item: LapsingItem;
  /** YYYY-MM-DD: the last day it is valid. */
  lapsesOn: string;
  /** The threshold: 60, 30 or 10. */
  daysBefore: number;
  /** Days from today to the lapse day. */
  daysLeft: number;
}

export interface AlertedDriverContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Locale;
}

const SUBJECTS: Record<LapsingItem, MessageDescriptor> = {
  license: /*i18n*/ { id: 'email.qualificationAlert.license.subject' },
  medical_certificate: /*i18n*/ { id: 'email.qualificationAlert.medicalCertificate.subject' },
  annual_review: /*i18n*/ { id: 'email.qualificationAlert.annualReview.subject' },
};

const WHAT_TO_DO: Record<LapsingItem, MessageDescriptor> = {
  license: /*i18n*/ { id: 'email.qualificationAlert.license.body' },
  medical_certificate: /*i18n*/ { id: 'email.qualificationAlert.medicalCertificate.body' },
  annual_review: /*i18n*/ { id: 'email.qualificationAlert.annualReview.body' },
};

export function lapseAlertEmails(
  alert: LapseAlert,
  driver: AlertedDriverContact,
  recruiting: readonly string[],
  company: CompanyProfile,
): OutgoingEmail[] {
  return [driverEmail(alert, driver, company), ...recruiting.map((address) => recruitingEmail(alert, driver, address))];
}

function driverEmail(alert: LapseAlert, driver: AlertedDriverContact, company: CompanyProfile): OutgoingEmail {
  const i18n = translator(driver.language);
  const values = { company: company.name, date: longDate(alert.lapsesOn, driver.language) };
  const lines: MailLines = [
    greetingLine(i18n, driver.firstName),
    '',
    i18n._({ ...WHAT_TO_DO[alert.item], values }),
    i18n._('email.qualificationAlert.noLoads'),
    '',
    ...companySignature(company, { i18n }),
  ];
  return {
    to: driver.email,
    subject: i18n._({ ...SUBJECTS[alert.item], values }),
    ...mailBody(lines, [], { lang: driver.language }),
    kind: DRIVER_ALERT_MAIL_KIND,
  };
}

function recruitingEmail(alert: LapseAlert, driver: AlertedDriverContact, to: string): OutgoingEmail {
  const item = QUALIFICATION_ITEM_LABELS[alert.item];
  const when = `${longDate(alert.lapsesOn, 'en')} (${alert.daysLeft === 1 ? 'in 1 day' : `in ${alert.daysLeft} days`})`;
  const lines: MailLines = [
    line`${typed(driver.firstName)} ${typed(driver.lastName)} (driver ${driver.id}): ${item} lapses after ${when}.`,
    '',
    `This is the ${alert.daysBefore}-day alert; the driver has been told too. Once it lapses, dispatch cannot assign them.`,
    'Record the renewal in their qualification file (Drivers area).',
  ];
  return {
    to,
    subject: `Qualification file: ${driver.firstName} ${driver.lastName}'s ${item} lapses after ${longDate(alert.lapsesOn, 'en')}`,
    text: textFromLines(lines),
    kind: RECRUITING_ALERT_MAIL_KIND,
  };
}

/** "March 20, 2026" ("20 de marzo de 2026"), read at noon UTC so no time zone moves the day. */
function longDate(day: string, locale: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
