// The updates the office already has for this load, newest first.
import type { DriverUpdateView } from '@shared/dispatch';
import { updateTitle } from './queue-status';

export function LoadHistory({ updates }: { updates: DriverUpdateView[] }) {
  if (updates.length === 0) return null;
  const newestFirst = [...updates].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-semibold">Sent to the office</h2>
      <ul className="flex flex-col gap-2">
        {newestFirst.map((update) => (
          <li key={update.id} className="flex flex-col">
            <span className="text-base font-medium">{updateTitle(update)}</span>
            <span className="text-sm text-muted-foreground">
              {new Date(update.at).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
              {update.note && ` · ${update.note}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
