// Send invoice: a second step that names the request, the lines and the total the server computed,
// then sends the saved draft. Sending fixes the invoice for good, so it is offered only for what
// was saved, and only once no proposal waits for a decision (the server refuses both, 409).
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { formatUsd } from '@shared/money-format';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSendDraft } from '../api/invoices';
import { CreditWarningFor } from './credit-warning-slot';

interface SendDraftButtonProps {
  requestId: number;
  referenceId: string;
  /** The saved draft (undefined before its first save). */
  draft: InvoiceDocument | undefined;
  /** Why it cannot be sent yet, when it cannot (said beside the button). */
  blockedBecause: string | undefined;
  onSent: () => void;
}

export function SendDraftButton({ requestId, referenceId, draft, blockedBecause, onSent }: SendDraftButtonProps) {
  const send = useSendDraft(requestId);
  const [confirming, setConfirming] = useState(false);
  const billed = draft?.lines.filter((line) => line.state === 'approved').length ?? 0;

  return (
    <>
      <Button
        type="button"
        variant="accent"
        disabled={blockedBecause !== undefined}
        aria-describedby={blockedBecause ? 'send-invoice-blocked' : undefined}
        onClick={() => setConfirming(true)}
      >
        <Send aria-hidden />
        Send invoice
      </Button>
      {blockedBecause && (
        <p id="send-invoice-blocked" className="text-sm text-muted-foreground">
          {blockedBecause}
        </p>
      )}
      {draft && <CreditWarningFor requestId={requestId} amount={draft.total} />}
      {confirming && draft && (
        <ConfirmActionDialog
          title="Send this invoice?"
          record={[
            { label: 'Request', value: referenceId },
            { label: 'Lines', value: String(billed) },
            { label: 'Total', value: formatUsd(draft.total) },
          ]}
          consequence="The invoice takes its number and can never change again; the customer is e-mailed every line and a payment link."
          confirmLabel={`Send invoice of ${formatUsd(draft.total)}`}
          busyLabel="Sending..."
          onConfirm={async () => {
            await send.mutateAsync(undefined);
            // The spec's words for a sent invoice; shown once the editor has closed, where the page can be read.
            toast({ title: 'Invoice sent successfully', description: 'Customer will receive payment instructions via email' });
            onSent();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
