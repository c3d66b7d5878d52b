// A heading at the level its place needs: under the customer page's section (h2) the kinds are
// h3; under the back office's dialog section (h3) they are h4. A screen reader's outline stays whole.
import type { ReactNode } from 'react';

export type HeadingLevel = 3 | 4;

export function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id} className="text-sm font-semibold">
      {children}
    </Tag>
  );
}
