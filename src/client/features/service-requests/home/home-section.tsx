// One section of the home page below the role picker: an h2 under the hero's h1, an optional
// line of introduction, and its content, in the page's column.
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** Names the section and its heading's id, so the section is a landmark named by its heading. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

export function HomeSection({ id, title, intro, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
