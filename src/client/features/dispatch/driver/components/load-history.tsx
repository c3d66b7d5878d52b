// The updates the office already has for this load, newest first.
import type { DriverUpdateView } from '@shared/dispatch/dispatch';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { momentText } from '../load-format';
import { updateTitle } from './queue-status';

export function LoadHistory({ updates }: { updates: DriverUpdateView[] }) {
  const i18n = useI18n();
  const locale = useLocale();
  if (updates.length === 0) return null;
  const newestFirst = [...updates].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-semibold">{i18n._('driver.history.title')}</h2>
      <ul className="flex flex-col gap-2">
        {newestFirst.map((update) => (
          <li key={update.id} className="flex flex-col">
            <span className="text-base font-medium">{updateTitle(i18n, update)}</span>
            <span className="text-sm text-muted-foreground">
              {momentText(update.at, locale)}
              {update.note && ` · ${update.note}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
