// Paying with Zelle: who to send to, how much, the memo that ties the money to the invoice, a QR
// code (drawn by our server) and a link that opens Zelle with all of it filled in.
import { Copy, ExternalLink } from 'lucide-react';
import { formatUsd } from '@shared/money-format';
import { paymentMemo } from '@shared/payments/payment-methods';
import { zelleLink } from '@shared/payments/zelle';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

export interface ZellePanelProps {
  zelle: { email: string; name: string };
  amount: string | undefined;
  reference: string | undefined;
}

export function ZellePanel({ zelle, amount, reference }: ZellePanelProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const memo = paymentMemo(reference);
  const link = zelleLink({ ...zelle, amount, memo });
  const qrParams = new URLSearchParams({ ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) });

  async function copyEmail() {
    if (await copyToClipboard(zelle.email)) {
      toast({ title: i18n._('payments.zelle.copied'), description: i18n._('payments.zelle.copiedBody', { email: zelle.email }) });
    } else {
      toast({ title: i18n._('payments.zelle.copyFailed'), description: zelle.email, variant: 'destructive' });
    }
  }

  return (
    <section
      aria-label={i18n._('payments.zelle.region')}
      className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-start"
    >
      <img
        src={`/api/payments/zelle-qr.svg?${qrParams.toString()}`}
        alt={i18n._('payments.zelle.qrAlt')}
        width={160}
        height={160}
        className="mx-auto size-40 shrink-0 rounded border bg-white sm:mx-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{i18n._('payments.zelle.sendTo')}</dt>
          <dd className="wrap-anywhere font-semibold">{zelle.email}</dd>
          <dt className="text-muted-foreground">{i18n._('payments.zelle.account')}</dt>
          <dd>{i18n._('payments.zelle.registeredTo', { name: zelle.name })}</dd>
          {amount && (
            <>
              <dt className="text-muted-foreground">{i18n._('payments.details.amount')}</dt>
              <dd className="font-semibold">{formatUsd(amount, locale)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{i18n._('payments.zelle.memo')}</dt>
          <dd className="break-words font-mono">{memo}</dd>
        </dl>
        <p className="text-muted-foreground">{i18n._('payments.zelle.how')}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={link} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {i18n._('payments.zelle.open')}
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyEmail()}>
            <Copy aria-hidden />
            {i18n._('payments.zelle.copy')}
          </Button>
        </div>
      </div>
    </section>
  );
}
