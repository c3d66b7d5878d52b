// The queue as the driver's page uses it: its state, and the sending it keeps going: when the page
// opens, when the phone comes back online, every 20 seconds while anything waits, and on "Send now".
// Each sent update refreshes what the page shows of its load.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { nextStageOf, type DriverLoad } from '@shared/dispatch/dispatch';
import { DRIVER_LOADS_KEY, driverLoadKey } from '../api/query-keys';
import { markDriverSignedOut } from '../api/session';
import { offlineQueue, type QueueState } from './offline-queue';

export const RETRY_EVERY_MS = 20_000;

export function useQueueState(): QueueState {
  const queue = offlineQueue();
  return useSyncExternalStore(queue.subscribe, queue.getState);
}

/** Keeps the queue sending while the page is open; mounted once per driver page. */
export function useQueueSender(): void {
  const queryClient = useQueryClient();
  const state = useQueueState();
  const hasWaiting = state.waiting.length > 0;

  useEffect(() => {
    const queue = offlineQueue();
    const stopListening = queue.onSent((update, result) => {
      // The server's stage is shown at once, so the stage does not step back while the load reloads.
      if (result)
        queryClient.setQueryData<DriverLoad>(driverLoadKey(update.referenceId), (load) =>
          load ? { ...load, stage: result.load.stage, nextStage: nextStageOf(result.load.stage) } : load,
        );
      void queryClient.invalidateQueries({ queryKey: driverLoadKey(update.referenceId) });
      void queryClient.invalidateQueries({ queryKey: DRIVER_LOADS_KEY });
    });
    const sendNow = () => void queue.flush();
    window.addEventListener('online', sendNow);
    sendNow();
    return () => {
      stopListening();
      window.removeEventListener('online', sendNow);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!hasWaiting) return;
    const timer = window.setInterval(() => void offlineQueue().flush(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [hasWaiting]);

  useEffect(() => {
    if (state.signedOut) markDriverSignedOut(queryClient);
  }, [state.signedOut, queryClient]);
}
