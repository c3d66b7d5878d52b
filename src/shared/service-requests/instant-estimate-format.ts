// The instant estimate's numbers as people read them: the range in whole dollars, the miles, and
// the admin's line about what the customer saw. Apart from instant-estimate-texts.ts so the home
// page's first download carries only what its block shows before an estimate arrives.
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../i18n.js';
import { ESTIMATE_TEXTS } from './instant-estimate-texts.js';

const wholeDollars = (locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 123400, 145600 -> "$1,234 – $1,456". The range is whole dollars already. */
export function formatEstimateRange(lowCents: number, highCents: number, locale: Locale = DEFAULT_LOCALE): string {
  const format = wholeDollars(locale);
  return `${format.format(lowCents / 100)} – ${format.format(highCents / 100)}`;
}

/** 1234.5 -> "1,234.5 mi" (miles in both languages: the roads are American). */
export function formatEstimateMiles(miles: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${miles.toLocaleString(INTL_LOCALES[locale], { maximumFractionDigits: 1 })} mi`;
}

/** "Customer saw an estimate of $1,234 – $1,456 (789.5 mi)". */
export function adminEstimateSummary(estimate: { lowCents: number; highCents: number; miles: number }): string {
  return `${ESTIMATE_TEXTS.adminLabel} ${formatEstimateRange(estimate.lowCents, estimate.highCents)} (${formatEstimateMiles(estimate.miles)})`;
}
