import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset data-track-section={title} className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
