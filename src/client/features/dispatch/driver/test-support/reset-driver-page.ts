// Each test starts as a phone that never opened the driver's page: nothing saved, nothing queued.
import { memoryUpdateStore } from '../offline/update-store';
import { OfflineQueue, replaceOfflineQueue } from '../offline/offline-queue';
import { replacePositionQueue } from '../offline/position-queue';

export function resetDriverPage(): void {
  window.localStorage.clear();
  replaceOfflineQueue(new OfflineQueue(memoryUpdateStore()));
  replacePositionQueue(undefined);
}
