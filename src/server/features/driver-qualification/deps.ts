// What the qualification file's routes and services need from the app, built once in feature-routes.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { calendarDayIn } from '../../../shared/calendar-date.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';

export interface QualificationDeps {
  db: Database;
  /** The request letters e-mailed to previous employers go out through it, with the letter attached. */
  outbox: EmailOutbox;
  /** Where the file's documents and the employers' answers are kept (private: served only by these routes). */
  storage: FileStorage;
  /** Who asks, on the request letter: name, address, e-mail, DOT number. */
  company: CompanyProfile;
  /** RECRUITING_EMAIL: where previous employers are asked to send their answers. */
  recruitingEmail: string;
  /** BILLING_TIME_ZONE: "today" for the checklist, the dates a record may carry and the deadlines. */
  billingTimeZone: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Today in the billing time zone (YYYY-MM-DD), as the checklist and the record rules read it. */
export function qualificationToday(deps: Pick<QualificationDeps, 'billingTimeZone' | 'now'>): string {
  return calendarDayIn(deps.now?.() ?? new Date(), deps.billingTimeZone);
}
