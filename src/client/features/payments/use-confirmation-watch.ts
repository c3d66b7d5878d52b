// After a card or PayPal payment, the invoice becomes paid when the provider's confirmation
// reaches our server (a webhook, usually within seconds). Until then the page polls the invoice;
// after 90 s it stops and says the payment is still being confirmed, rather than offering to pay
// again (the receipt e-mail still follows).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { invoiceKey } from './api/invoice';

const POLL_MS = 1500;
const GIVE_UP_MS = 90_000;

export type WatchState = 'idle' | 'waiting' | 'gave-up';

export function useConfirmationWatch(referenceId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<WatchState>('idle');

  useEffect(() => {
    if (state !== 'waiting') return;
    const started = Date.now();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: invoiceKey(referenceId) });
    refresh();
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_MS) setState('gave-up');
      else refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state, referenceId, queryClient]);

  return { state, start: () => setState('waiting') };
}
