// A part of the payment form whose code (and the provider's script) loads only when it is shown:
// a small spinner, named for screen readers, until it has.
import { Loader2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';

export function LoadsOnDemand({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return <Suspense fallback={<Loader2 className="mx-auto size-5 animate-spin" aria-label={loadingLabel} />}>{children}</Suspense>;
}
