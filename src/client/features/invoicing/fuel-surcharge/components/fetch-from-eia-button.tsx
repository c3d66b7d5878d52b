// "Fetch from the EIA": shown only when the server has an EIA_API_KEY. The EIA's failures come
// back as a 502 whose message says what happened and what to do instead.
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useFetchDieselPrice } from '../api/fuel-surcharge-api';

const OUTCOME_TITLES = { recorded: 'Price fetched', changed: 'Price changed to the EIA’s', unchanged: 'Already up to date' } as const;

export function FetchFromEiaButton() {
  const fetchPrice = useFetchDieselPrice();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={fetchPrice.isPending}
      onClick={() =>
        fetchPrice.mutate(undefined, {
          onSuccess: (change) =>
            toast({
              title: OUTCOME_TITLES[change.outcome],
              description: `Week of ${change.price.weekOf}: $${change.price.price} a gallon.`,
            }),
          onError: (error) => toast({ title: 'Could not fetch from the EIA', description: failureMessage(error), variant: 'destructive' }),
        })
      }
    >
      {fetchPrice.isPending ? 'Fetching...' : 'Fetch from the EIA'}
    </Button>
  );
}
