// What a status change sends and what the admin is told about it, the same for a service request
// and a driver application.
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';

/** Notes as the server takes them: left out when only blank. */
export function notesToSend(notes: string): string | undefined {
  return notes.trim() || undefined;
}

/** A status change's mutation callbacks: a toast either way, then `onUpdated` once it is saved. */
export function statusUpdateCallbacks(onUpdated: () => void) {
  return {
    onSuccess: () => {
      toast({ title: 'Status updated successfully' });
      onUpdated();
    },
    onError: (error: Error) => toast({ title: 'Failed to update status', description: failureMessage(error), variant: 'destructive' }),
  };
}
