import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { adminEstimateSummary } from '@shared/service-requests/instant-estimate-format';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateQuote } from '../api/service-requests';
import { AmountDialog } from './amount-dialog';
import type { CreditWarningSlot } from './request-details-dialog';

interface QuoteDialogProps {
  request: AdminServiceRequestSummary;
  onClose: () => void;
  /** The account's credit check under the amount (the accounts feature's, handed over by the app). */
  creditWarning?: CreditWarningSlot;
}

export function QuoteDialog({ request, onClose, creditWarning }: QuoteDialogProps) {
  const update = useUpdateQuote();
  return (
    <AmountDialog
      title="Set Quote"
      description={
        <>
          <span className="wrap-anywhere">{request.referenceId}</span> · {request.contactName}. An estimate; the customer is e-mailed when
          it changes.
          {request.customerEstimate && (
            // What the customer was shown before sending, so the quote can be set knowingly beside it.
            <span className="mt-2 block font-medium text-foreground">{adminEstimateSummary(request.customerEstimate)}.</span>
          )}
        </>
      }
      label="Estimated quote (USD)"
      submitLabel="Save Quote"
      pendingLabel="Saving..."
      initialAmount={request.estimatedQuote ?? ''}
      pending={update.isPending}
      onClose={onClose}
      notice={creditWarning && ((amount) => creditWarning(request.id, amount))}
      onSubmit={(quote) =>
        update.mutate(
          { id: request.id, quote },
          {
            onSuccess: () => {
              toast({ title: 'Quote updated successfully' });
              onClose();
            },
            onError: (error) => toast({ title: 'Failed to update quote', description: failureMessage(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
