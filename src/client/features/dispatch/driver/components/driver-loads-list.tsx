// The driver's loads as big cards: route, planned pickup day and stage (moved on by the updates
// waiting on the phone). A card opens the load.
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { DriverLoadSummary } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { routeText, stageWithQueued } from '../load-format';
import type { QueuedUpdate } from '../offline/update-store';
import { StageBadge } from './stage-badge';

export function DriverLoadsList({ loads, waiting }: { loads: DriverLoadSummary[]; waiting: QueuedUpdate[] }) {
  const i18n = useI18n();
  const locale = useLocale();
  if (loads.length === 0) return <p className="rounded-md border p-4 text-lg text-muted-foreground">{i18n._('driver.loads.none')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {loads.map((load) => {
        const queued = waiting.filter((update) => update.referenceId === load.referenceId);
        return (
          <li key={load.referenceId}>
            <Link
              href={`${PAGE_PATHS.driverLoad}?ref=${encodeURIComponent(load.referenceId)}`}
              className="flex min-h-14 items-center gap-3 rounded-lg border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-lg font-semibold">{routeText(load)}</span>
                <span className="text-base text-muted-foreground">
                  {load.referenceId} · {i18n._('driver.loads.pickupOn', { date: formatCalendarDate(load.plannedPickupDate, locale) })}
                </span>
                <span className="flex flex-wrap gap-2">
                  <StageBadge stage={stageWithQueued(load.stage, queued)} />
                  {queued.length > 0 && (
                    <span className="text-sm font-medium text-amber-800">
                      {i18n._('driver.loads.waitingCount', { count: queued.length })}
                    </span>
                  )}
                </span>
              </span>
              <ChevronRight className="size-6 shrink-0" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
