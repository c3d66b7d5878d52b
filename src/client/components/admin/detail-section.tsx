// A titled group of label/value pairs; empty values are left out, so a section shows only what
// the customer actually told us.
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export function DetailSection({ title, items }: { title: string; items: DetailItem[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {shown.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-muted-foreground">{item.label}</dt>
            <dd className="whitespace-pre-wrap break-words font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
