// How a load's facts read on the driver's screen.
import type { I18n } from '@lingui/core';
import type { DriverLoad, LoadStage } from '@shared/dispatch';
import { LOAD_STAGES } from '@shared/dispatch';
import { INTL_LOCALES, type Locale } from '@shared/i18n';
import type { QueuedUpdate } from './offline/update-store';

// Sizes and weights are shown as the customer typed them ("1200", "about 300"): only the unit is
// translated, so a number is never read back differently from what was entered.

/** "48 × 40 × 36 in", or null when no size was given. */
export function dimensionsText(i18n: I18n, item: Pick<DriverLoad['item'], 'length' | 'width' | 'height'>): string | null {
  const sides = [item.length, item.width, item.height].filter((side): side is string => !!side?.trim());
  return sides.length ? i18n._('driver.freight.inches', { sides: sides.join(' × ') }) : null;
}

/** "300 lb", or null when no weight was given. */
export function weightText(i18n: I18n, weight: string | null): string | null {
  return weight?.trim() ? i18n._('driver.freight.pounds', { weight: weight.trim() }) : null;
}

/** "Detroit, MI → Chicago, IL" */
export function routeText(load: { pickupCity: string; pickupState: string; deliveryCity: string; deliveryState: string }): string {
  return `${load.pickupCity}, ${load.pickupState} → ${load.deliveryCity}, ${load.deliveryState}`;
}

const momentFormat = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const momentFormats: Record<Locale, Intl.DateTimeFormat> = {
  // In English, as the phone's own language writes it (a driver's phone may be set to en-GB).
  en: new Intl.DateTimeFormat(undefined, momentFormat),
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, momentFormat),
};

/** "Nov 24, 9:05 AM": when something happened on the road this week; the year goes without saying. */
export function momentText(at: Date | number | string, locale: Locale): string {
  return momentFormats[locale].format(new Date(at));
}

/**
 * The stage the driver sees: the server's, moved on by the stage updates still waiting on the phone,
 * so a driver offline at the dock can go on from "at delivery" to "delivered".
 */
export function stageWithQueued(serverStage: LoadStage, waiting: QueuedUpdate[]): LoadStage {
  return waiting.reduce<LoadStage>(
    (stage, update) =>
      update.kind === 'stage' && update.stage && LOAD_STAGES.indexOf(update.stage) > LOAD_STAGES.indexOf(stage) ? update.stage : stage,
    serverStage,
  );
}
