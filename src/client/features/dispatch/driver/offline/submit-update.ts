// What a driver's tap does: a new update with its own updateId (made once, reused on every retry)
// and the time of the tap is stored in the queue at once, so the page moves on and nothing is lost;
// it is sent when the phone's position has come (or not) within a few seconds.
import { currentPosition } from './current-position';
import { offlineQueue, type NewUpdate } from './offline-queue';

export type UpdateDraft = Omit<NewUpdate, 'updateId' | 'recordedAt'>;

/** Resolves once the update is stored (not sent): the page shows it as queued from then on. */
export async function submitUpdate(draft: UpdateDraft): Promise<void> {
  const queue = offlineQueue();
  const updateId = crypto.randomUUID();
  const position = currentPosition();
  await queue.add({ ...draft, updateId, recordedAt: new Date().toISOString() });
  void position.then((found) => (found ? queue.patch(updateId, found) : undefined)).finally(() => void queue.flush());
}
