// The frame of every payment page: a heading, a lock line, and the page's content in a card.
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

export function PaymentLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section aria-labelledby="payment-heading" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14 print:py-0">
      <div>
        <h1 id="payment-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
        <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground print:hidden">
          <Lock className="size-3.5" aria-hidden />
          Secure payment. Card details go straight to our card processor.
        </p>
      </div>
      {children}
    </section>
  );
}

/** The page's query parameter, read once. */
export function queryParam(name: string): string | undefined {
  return new URLSearchParams(window.location.search).get(name)?.trim() || undefined;
}
