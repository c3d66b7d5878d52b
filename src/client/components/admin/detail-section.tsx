// A titled group of label/value pairs; empty values are left out, so a section shows only what
// the customer actually told us.
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export interface DetailSectionData {
  title: string;
  items: DetailItem[];
}

export function DetailSection({ title, items }: DetailSectionData) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <section>
      <DetailHeading>{title}</DetailHeading>
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

/** A record's sections in order, each as DetailSection shows it. */
export function DetailSections({ sections }: { sections: readonly DetailSectionData[] }) {
  return sections.map((section) => <DetailSection key={section.title} title={section.title} items={section.items} />);
}

/** The heading over each part of a details dialog. */
export function DetailHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
      {children}
    </h3>
  );
}
