// The instant estimate's fuel surcharge line in the customer's words (decision 070): written by
// the server, in the language of the page asking, so the home page (on a tight JavaScript budget)
// shows one more sentence without carrying its words or its number formatting.
import type { I18n } from '@lingui/core';
import type { InstantEstimate } from '../../../shared/service-requests/instant-estimate-texts.js';
import { formatEstimateRange } from '../../../shared/service-requests/instant-estimate-format.js';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n.js';

type FuelSurcharge = NonNullable<InstantEstimate['fuelSurcharge']>;

/** "Plus a fuel surcharge of about $130 – $170 (diesel $3.859 a gallon, week of Nov 30, 2026)." */
export function estimateFuelNote(i18n: I18n, locale: Locale, fuel: FuelSurcharge): string {
  const week = new Date(`${fuel.weekOf}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // The diesel price keeps its three decimals, as the EIA publishes it.
  const price = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: 3 }).format(
    Number(fuel.dieselPrice),
  );
  return i18n._('estimate.fuelNote', { range: formatEstimateRange(fuel.lowCents, fuel.highCents, locale), price, week });
}
