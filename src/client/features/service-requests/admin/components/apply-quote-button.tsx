// Makes an estimate a request's quote (the Quote Calculator's last step): the app gives it to the
// calculator, which belongs to analytics, since setting a quote is a service-request change.
import { formatUsd } from '@shared/money-format';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateQuote } from '../api/service-requests';

export interface ApplyQuoteButtonProps {
  request: { id: number; referenceId: string };
  /** The estimate in dollars, or undefined while there is none. */
  quote: string | undefined;
  onSaved: (estimatedQuote: string | null) => void;
}

export function ApplyQuoteButton({ request, quote, onSaved }: ApplyQuoteButtonProps) {
  const setQuote = useUpdateQuote();
  // Accounting uses the calculator too, but setting a quote is an operations change.
  const mayUpdate = useMayUse('service-request-updates');

  function apply() {
    if (quote === undefined) return;
    setQuote.mutate(
      { id: request.id, quote },
      {
        onSuccess: (saved) => {
          onSaved(saved.estimatedQuote);
          toast({ title: 'Quote updated successfully', description: `${request.referenceId} is quoted at ${formatUsd(quote)}.` });
        },
        onError: (error) => toast({ title: 'Failed to update quote', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  }

  if (!mayUpdate) return null;
  return (
    <Button onClick={apply} disabled={quote === undefined || setQuote.isPending}>
      {setQuote.isPending ? 'Saving...' : `Use as Quote for ${request.referenceId}`}
    </Button>
  );
}
