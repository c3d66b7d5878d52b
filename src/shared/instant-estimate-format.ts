// The instant estimate's numbers as people read them: the range in whole dollars, the miles, and
// the admin's line about what the customer saw. Apart from instant-estimate-texts.ts so the home
// page's first download carries only what its block shows before an estimate arrives.
import { ESTIMATE_TEXTS } from './instant-estimate-texts.js';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 123400, 145600 -> "$1,234 – $1,456". The range is whole dollars already. */
export function formatEstimateRange(lowCents: number, highCents: number): string {
  return `${wholeDollars.format(lowCents / 100)} – ${wholeDollars.format(highCents / 100)}`;
}

/** 1234.5 -> "1,234.5 mi". */
export function formatEstimateMiles(miles: number): string {
  return `${miles.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;
}

/** "Customer saw an estimate of $1,234 – $1,456 (789.5 mi)". */
export function adminEstimateSummary(estimate: { lowCents: number; highCents: number; miles: number }): string {
  return `${ESTIMATE_TEXTS.adminLabel} ${formatEstimateRange(estimate.lowCents, estimate.highCents)} (${formatEstimateMiles(estimate.miles)})`;
}
