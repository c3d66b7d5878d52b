// A box that may scroll sideways (a wide table on a narrow screen), reachable by keyboard: a named
// region in the tab order, so arrow keys scroll it (WAI-ARIA practices; axe's
// scrollable-region-focusable). Its focus ring is an outline around it: its rows would cover a ring drawn inside.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface ScrollRegionProps extends Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> {
  /** What the region holds, as a screen reader announces it ("Audit events table"). */
  label: string;
}

export function ScrollRegion({ label, className, ...props }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
