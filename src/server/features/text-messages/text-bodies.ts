// The words of every text (issue 40; decision 084), in the recipient's language. Short: one GSM-7
// segment (160 characters) in English with a name of ordinary length; Spanish's accents make a
// text UCS-2 (70 a segment), and correct Spanish is worth a second segment. Each starts with the
// company's name, so the phone shows who writes; a load's first text to a number ends with how to
// stop (CTIA's guidance: the opt-out in the first message of a program).
import type { MessageDescriptor } from '@lingui/core';
import type { LapsingItem } from '../../../shared/driver-qualification/qualification-file.js';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';
import type { TextKind } from '../../../shared/text-messages/text-messages.js';
import { translator } from '../../i18n/translator.js';

/** Where the driver's sign-in link goes in a stored body: the working link is made when sent, never kept. */
export const SIGN_IN_LINK_SLOT = '[sign-in link]';

/** What lapses on which day (YYYY-MM-DD), for a driver's 'qualification_lapsing' text. */
export interface TextLapse {
  item: LapsingItem;
  on: string;
}

export interface TextBodyInput {
  kind: TextKind;
  language: Locale;
  companyName: string;
  referenceId: string;
  /** The tracking link, for 'dispatched' (none when the request has no live link). */
  trackingUrl?: string | null | undefined;
  /** For 'qualification_lapsing'. */
  lapse?: TextLapse | undefined;
  /** The first text of this load to this number: it says how to stop. */
  withOptOut: boolean;
}

/** The body as stored (and, but for the driver's link, as sent). */
export function textBody(input: TextBodyInput): string {
  const i18n = translator(input.language);
  const values = { company: input.companyName, ref: input.referenceId };
  const main = bodyOf(input, values, i18n);
  return input.withOptOut ? `${main} ${i18n._('text.optOut')}` : main;
}

function bodyOf(input: TextBodyInput, values: { company: string; ref: string }, i18n: ReturnType<typeof translator>): string {
  switch (input.kind) {
    case 'dispatched':
      return input.trackingUrl
        ? i18n._('text.dispatched.withLink', { ...values, link: input.trackingUrl })
        : i18n._('text.dispatched', values);
    case 'picked_up':
      return i18n._('text.pickedUp', values);
    case 'arriving_soon':
      return i18n._('text.arrivingSoon', values);
    case 'delivered':
      return i18n._('text.delivered', values);
    case 'delay':
      return i18n._('text.delay', values);
    case 'load_assigned':
      return i18n._('text.loadAssigned', { ...values, link: SIGN_IN_LINK_SLOT });
    case 'qualification_lapsing':
      if (!input.lapse) throw new Error('a qualification_lapsing text needs its lapse');
      return i18n._({
        ...LAPSE_TEXTS[input.lapse.item],
        values: { company: values.company, date: shortDate(input.lapse.on, input.language) },
      });
  }
}

const LAPSE_TEXTS: Record<LapsingItem, MessageDescriptor> = {
  license: /*i18n*/ { id: 'text.qualificationLapsing.license' },
  medical_certificate: /*i18n*/ { id: 'text.qualificationLapsing.medicalCertificate' },
  annual_review: /*i18n*/ { id: 'text.qualificationLapsing.annualReview' },
};

/** "Mar 20, 2026" ("20 mar 2026"): short enough for one segment, read at noon UTC so no zone moves the day. */
function shortDate(day: string, language: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The answer to HELP: who we are, what we text, how to stop, where to call. */
export function helpReply(language: Locale, companyName: string, supportPhone: string): string {
  const i18n = translator(language);
  return i18n._('text.help', { company: companyName, phone: supportPhone });
}
