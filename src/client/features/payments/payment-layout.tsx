// The frame of every payment page: a heading, a lock line, the test-mode banner when no money
// moves, and the page's content.
import { FlaskConical, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_MESSAGES } from '@shared/payments/payment-messages';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { usePaymentsConfig } from './api/payments-config';

export function PaymentLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const i18n = useI18n();
  usePageTitle(title);
  // Pages wait for the config before drawing themselves, so the banner never pushes them down.
  const config = usePaymentsConfig();
  return (
    <section aria-labelledby="payment-heading" className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14 print:py-0">
      {config.data?.mode === 'test' && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 print:hidden"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          {sharedMessage(i18n, PAYMENT_MESSAGES.testMode)}
        </p>
      )}
      <div>
        <h1 id="payment-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
        <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground print:hidden">
          <Lock className="size-3.5" aria-hidden />
          {config.data?.mode === 'manual' ? i18n._('payments.layout.secure') : i18n._('payments.layout.secureCard')}
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
