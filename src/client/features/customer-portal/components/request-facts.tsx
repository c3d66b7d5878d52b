// Label/value pairs of a section (amount, dates, status), side by side even on a phone: the
// values are short. A long one wraps inside its column rather than widening the page.
import type { ReactNode } from 'react';

export interface RequestFact {
  label: string;
  value: ReactNode;
}

export function RequestFacts({ facts }: { facts: readonly RequestFact[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
