// Paying with Zelle: who to send to, how much, the memo that ties the money to the invoice, a QR
// code (drawn by our server) and a link that opens Zelle with all of it filled in.
import { Copy, ExternalLink } from 'lucide-react';
import { formatUsd } from '@shared/money-format';
import { paymentMemo } from '@shared/payment-methods';
import { zelleLink } from '@shared/zelle';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

export interface ZellePanelProps {
  zelle: { email: string; name: string };
  amount: string | undefined;
  reference: string | undefined;
}

export function ZellePanel({ zelle, amount, reference }: ZellePanelProps) {
  const memo = paymentMemo(reference);
  const link = zelleLink({ ...zelle, amount, memo });
  const qrParams = new URLSearchParams({ ...(amount ? { amount } : {}), ...(reference ? { reference } : {}) });

  async function copyEmail() {
    if (await copyToClipboard(zelle.email)) toast({ title: 'Email Copied', description: `${zelle.email} is on your clipboard.` });
    else toast({ title: 'Copy Failed', description: zelle.email, variant: 'destructive' });
  }

  return (
    <section aria-label="Pay with Zelle" className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
      <img
        src={`/api/payments/zelle-qr.svg?${qrParams.toString()}`}
        alt="Zelle QR code: scan it with your banking app"
        width={160}
        height={160}
        className="mx-auto size-40 shrink-0 rounded border bg-white sm:mx-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Send to</dt>
          <dd className="wrap-anywhere font-semibold">{zelle.email}</dd>
          <dt className="text-muted-foreground">Account</dt>
          <dd>Registered to {zelle.name}</dd>
          {amount && (
            <>
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold">{formatUsd(amount)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Memo</dt>
          <dd className="break-words font-mono">{memo}</dd>
        </dl>
        <p className="text-muted-foreground">
          Scan the code with your banking app, or open Zelle and send to the e-mail above with the memo.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={link} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Open Zelle App
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyEmail()}>
            <Copy aria-hidden />
            Copy Email
          </Button>
        </div>
      </div>
    </section>
  );
}
