// The arrival window as the consignee reads it: "2:40 – 3:30 PM CST", in the delivery place's
// time zone (not the phone's), with the day named when it is not today there.
// A small local version until the "eta" part's formatEtaWindow (src/shared/tracking/eta.ts) is
// merged; the lead switches to it then.
import { INTL_LOCALES, type Locale } from '@shared/i18n';
import type { EtaView } from '@shared/tracking/load-tracking';

export function etaWindowText(eta: Pick<EtaView, 'earliest' | 'latest' | 'timeZone'>, locale: Locale, now: Date = new Date()): string {
  const earliest = new Date(eta.earliest);
  const latest = new Date(eta.latest);
  const intlLocale = INTL_LOCALES[locale];
  const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: eta.timeZone, dateStyle: 'short' }).format(date);
  const sameDayAsNow = dayOf(earliest) === dayOf(now) && dayOf(latest) === dayOf(now);
  const format = new Intl.DateTimeFormat(intlLocale, {
    timeZone: eta.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDayAsNow ? {} : { weekday: 'long', month: 'short', day: 'numeric' }),
  });
  const zone =
    new Intl.DateTimeFormat(intlLocale, { timeZone: eta.timeZone, timeZoneName: 'short' })
      .formatToParts(earliest)
      .find((part) => part.type === 'timeZoneName')?.value ?? eta.timeZone;
  // Intl writes thin and narrow no-break spaces around the dash and before AM/PM: plain spaces read the same everywhere.
  return `${format.formatRange(earliest, latest)} ${zone}`.replace(/[\u2009\u202f]/g, ' ');
}
