// How a load's facts read on the driver's screen.
import type { LoadStage } from '@shared/dispatch/dispatch';
import { LOAD_STAGES } from '@shared/dispatch/dispatch';
import { INTL_LOCALES, type Locale } from '@shared/i18n';
import type { QueuedUpdate } from './offline/update-store';

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
