import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

// The toast UI (Radix Toast, ~8 KB gzipped) loads with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
