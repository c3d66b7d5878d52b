// Filters folded behind a button on a phone (decision 057): six fields stacked at 390 px push a
// list's first row out of the first screen. From `lg` up they are always shown and the button is
// not there. A disclosure, not a dialog: the fields open in place, under the button.
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface MoreFiltersProps {
  /** The folded part's id (the button controls it). */
  id: string;
  /** How many of the folded filters are set: the button says so while they are hidden. */
  active: number;
  /** Open whatever the button says: a filter the page refuses (a backwards date range) must be seen. */
  reveal?: boolean;
  children: ReactNode;
}

export function MoreFilters({ id, active, reveal = false, children }: MoreFiltersProps) {
  const [opened, setOpened] = useState(false);
  const open = opened || reveal;
  return (
    <>
      <Button variant="outline" className="self-start lg:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpened(!open)}>
        <SlidersHorizontal aria-hidden />
        Filters
        {active > 0 && <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{active} set</span>}
      </Button>
      <div id={id} className={cn('flex flex-col gap-3', !open && 'max-lg:hidden')}>
        {children}
      </div>
    </>
  );
}
