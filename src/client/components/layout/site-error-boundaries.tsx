// The site's three error boundaries (decision 061). The root one keeps the whole site from going
// blank; the page's keeps the header, so the visitor can go on elsewhere, and clears once they do;
// the widgets' (chat, tracking, toasts) lets a failed widget vanish without taking the page with it.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';

/** Around everything: for a failure in the frame itself (header, footer), with no frame left to show. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      place="site"
      reloadOnChunkFailure
      fallback={(kind) => (
        <main id="main">
          <ErrorPage kind={kind} />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around the page inside the frame: the page a visitor opens next is tried afresh. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary place="page" resetKey={location} reloadOnChunkFailure fallback={(kind) => <ErrorPage kind={kind} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around what sits beside the page: if it fails (its chunk did not load, it threw), it is left out
 * until the next page, and the page the visitor is reading or filling in stays as it is: no reload.
 */
export function WidgetErrorBoundary({ place, children }: { place: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary place={place} resetKey={location} fallback={() => null}>
      {children}
    </ErrorBoundary>
  );
}
