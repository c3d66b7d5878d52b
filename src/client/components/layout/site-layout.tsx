import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isDriverPagePath, isStaffPagePath } from '@shared/page-routes';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { HeaderActionsSlot } from './header-actions';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { WorkFrame } from './work-header';

// The staff's and the driver's header: its own chunk, so the public pages (the home page's budget)
// never carry it. Until it arrives, a bar of its height holds its place (no layout shift).
const WorkHeader = lazy(() => import('./work-header').then((m) => ({ default: m.WorkHeader })));

interface SiteLayoutProps {
  children: ReactNode;
  /** What every page has beside its content (the chat button, tracking): given by the app, which composes features. */
  widgets?: ReactNode;
}

/**
 * Each audience its own frame (decision 057): customers get the public header and footer; the
 * staff's pages (the back office and its sign-in pages) and the driver's phone pages get a
 * one-row header of their own and no footer, so the first screen is their work.
 */
export function siteFrameOf(path: string): 'public' | WorkFrame {
  if (isStaffPagePath(path)) return 'office';
  if (isDriverPagePath(path)) return 'driver';
  return 'public';
}

export function SiteLayout({ children, widgets }: SiteLayoutProps) {
  const i18n = useI18n();
  const [location] = useLocation();
  const frame = siteFrameOf(location);
  // The work header's place for the page's own controls (HeaderActions), once it is drawn.
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);

  // A new page starts at its top, as it would with a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {i18n._('common.layout.skipToContent')}
      </a>
      {frame === 'public' ? (
        <SiteHeader />
      ) : (
        <Suspense fallback={<div aria-hidden className="min-h-14 border-b bg-background print:hidden" />}>
          <WorkHeader frame={frame} actionsRef={setActionsSlot} />
        </Suspense>
      )}
      {/* Public pages: at least a screen high, so the footer starts below the fold and a page whose
          code arrives after the first paint pushes nothing visible down (no layout shift). */}
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', frame === 'public' && 'min-h-dvh')}>
        <HeaderActionsSlot.Provider value={frame === 'public' ? undefined : actionsSlot}>{children}</HeaderActionsSlot.Provider>
      </main>
      {frame === 'public' && (
        <>
          <SiteFooter />
          {/* Phones: room under the footer, so the page scrolls its last link above the chat button
              (the band styles.css keeps clear with scroll-padding-bottom). */}
          <div aria-hidden className="h-20 bg-muted md:hidden print:hidden" />
        </>
      )}
      {widgets}
    </div>
  );
}
