// The header of the pages people work on (decision 057): the company's name and what the page is
// for, one row, nothing for customers (no support bar, credentials, Track or My requests). The
// driver's pages add the language switch, and the page puts its own controls at the end (the
// driver's Sign out, through HeaderActions).
import { Truck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { LanguageSwitch } from '@/i18n/language-switch';
import { companyProfile } from '@/lib/company-profile';
import { cn } from '@/lib/cn';

export type WorkFrame = 'office' | 'driver';

const LANGUAGE_SWITCH_CLASSES =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-primary hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface WorkHeaderProps {
  frame: WorkFrame;
  /** Where the page's own controls go. */
  actionsRef: Ref<HTMLDivElement>;
}

export function WorkHeader({ frame, actionsRef }: WorkHeaderProps) {
  const driver = frame === 'driver';
  return (
    <header className="border-b bg-background print:hidden">
      {/* As wide as the page under it: the back office's 7xl, the driver's phone column. */}
      <div className={cn('mx-auto flex min-h-14 items-center gap-x-3 px-4 py-1.5', driver ? 'max-w-xl' : 'max-w-7xl')}>
        {/* The office's name leads to the public site (the way out of a sign-in page opened by
            mistake); the driver's, to their loads. */}
        <Link
          href={driver ? PAGE_PATHS.driver : PAGE_PATHS.home}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 font-bold text-brand sm:text-lg"
        >
          <Truck className="size-6 shrink-0 text-accent" aria-hidden />
          <span className="truncate">{companyProfile.name}</span>
        </Link>
        {!driver && <span className="hidden shrink-0 text-sm text-muted-foreground sm:inline">Back office</span>}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {driver && <LanguageSwitch className={LANGUAGE_SWITCH_CLASSES} />}
          <div ref={actionsRef} className="flex items-center gap-2 empty:hidden" />
        </div>
      </div>
    </header>
  );
}
