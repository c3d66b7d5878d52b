// The arrival window as the consignee reads it (issue 40): "2:40 - 3:30 PM CT" in the delivery
// place's time zone, with the day when it is not today there ("Wed, Jul 15 2:40 - 3:30 PM CT"),
// in English or Spanish ("2:40 - 3:30 p.m. CT"). Shared: the tracking-link page and the texts
// both show it.
import { INTL_LOCALES, type Locale } from '../i18n.js';
import type { EtaView } from './load-tracking.js';

interface Edge {
  /** "2:40" */
  clock: string;
  /** "PM", "p.m."; empty where the language writes a 24-hour clock. */
  period: string;
  /** "Wed, Jul 15", or '' when the edge falls today in the time zone. */
  day: string;
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** ICU writes narrow and no-break spaces inside times ("2:40\u202fPM"); a text message and a test read plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

function dateKey(instant: Date, timeZone: string): string {
  return formatOf('en', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function edgeOf(instant: Date, locale: Locale, timeZone: string, today: string): Edge {
  // shortGeneric: "CT", "ET" (not CDT or CST: the reader does not need the season); places without
  // daylight time keep their one name ("MST" in Arizona, "HST" in Hawaii).
  const parts = formatOf(locale, timeZone, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'shortGeneric',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const day =
    dateKey(instant, timeZone) === today
      ? ''
      : plainSpaces(formatOf(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(instant));
  return {
    clock: `${value('hour')}:${value('minute')}`,
    period: plainSpaces(value('dayPeriod')),
    day,
    zone: plainSpaces(value('timeZoneName')),
  };
}

const joined = (...words: string[]) => words.filter((word) => word !== '').join(' ');

/**
 * "2:40 - 3:30 PM CT" when both edges share the half of the day, "10:40 PM - 1:10 AM CT" when
 * they do not; an edge on another day than `now`'s (in the window's time zone) carries its day.
 */
export function formatEtaWindow(eta: Pick<EtaView, 'earliest' | 'latest' | 'timeZone'>, locale: Locale, now: Date): string {
  const today = dateKey(now, eta.timeZone);
  const from = edgeOf(new Date(eta.earliest), locale, eta.timeZone, today);
  const to = edgeOf(new Date(eta.latest), locale, eta.timeZone, today);
  const sameHalf = from.day === to.day && from.period === to.period;
  const start = joined(from.day, from.clock, sameHalf ? '' : from.period);
  const end = joined(from.day === to.day ? '' : to.day, to.clock, to.period, to.zone);
  return `${start} - ${end}`;
}
