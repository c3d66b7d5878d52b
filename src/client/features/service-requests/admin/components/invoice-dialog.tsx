import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useSendInvoice } from '../api/service-requests';
import { AmountDialog } from './amount-dialog';
import type { CreditWarningSlot } from './request-details-dialog';

export const NOT_ACCEPTED_WARNING = 'The customer has not accepted the quote. Send the invoice anyway?';

interface InvoiceDialogProps {
  request: AdminServiceRequestSummary;
  onClose: () => void;
  /** The account's credit check under the amount (the accounts feature's, handed over by the app). */
  creditWarning?: CreditWarningSlot;
}

export function InvoiceDialog({ request, onClose, creditWarning }: InvoiceDialogProps) {
  const send = useSendInvoice();
  return (
    <AmountDialog
      title="Send Invoice"
      description={
        <>
          <span className="wrap-anywhere">{request.referenceId}</span> · {request.contactName} &lt;
          <span className="wrap-anywhere">{request.contactEmail}</span>&gt;. The final amount can be set once; the customer is e-mailed a
          payment link.
          {request.estimatedQuote !== null && request.quoteResponse !== 'accepted' && (
            // Invoicing without the customer's acceptance is allowed (and recorded as such), never by accident.
            <strong role="alert" className="mt-2 block text-destructive">
              {NOT_ACCEPTED_WARNING}
            </strong>
          )}
        </>
      }
      label="Final amount (USD)"
      submitLabel="Send Invoice"
      pendingLabel="Sending..."
      pending={send.isPending}
      onClose={onClose}
      notice={creditWarning && ((amount) => creditWarning(request.id, amount))}
      onSubmit={(finalAmount, clear) =>
        send.mutate(
          { id: request.id, finalAmount },
          {
            onSuccess: () => {
              toast({ title: 'Invoice sent successfully', description: 'Customer will receive payment instructions via email' });
              clear();
              onClose();
            },
            onError: (error) => toast({ title: 'Failed to send invoice', description: failureMessage(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
