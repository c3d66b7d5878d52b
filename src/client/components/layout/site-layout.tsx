import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '@/i18n/use-i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface SiteLayoutProps {
  children: ReactNode;
  /** What every page has beside its content (the chat button, tracking): given by the app, which composes features. */
  widgets?: ReactNode;
}

export function SiteLayout({ children, widgets }: SiteLayoutProps) {
  const i18n = useI18n();
  const [location] = useLocation();

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
      <SiteHeader />
      {/* At least a screen high: the footer starts below the fold, so a page whose code arrives
          after the first paint pushes nothing visible down (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* Phones: room under the footer, so the page scrolls its last link above the chat button
          (the band styles.css keeps clear with scroll-padding-bottom). */}
      <div aria-hidden className="h-20 bg-muted md:hidden print:hidden" />
      {widgets}
    </div>
  );
}
