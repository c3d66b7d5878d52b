// The positions the phone has taken and not yet delivered (issue 40): a small queue of its own,
// apart from the updates' (a position is not something the driver did, and an old one is worth
// little): it keeps the newest POSITION_QUEUE_LIMIT in localStorage, so a reload or a dead zone
// loses none of those, and sends them oldest first with the same positionId on every retry.
import { POSITION_QUEUE_LIMIT } from '@shared/dispatch/positions';
import { ApiError, apiRequest } from '@/lib/api';
import { DRIVER_API } from '../api/driver-api-paths';

export interface QueuedPosition {
  referenceId: string;
  positionId: string;
  latitude: number;
  longitude: number;
  accuracyMeters?: number;
  recordedAt: string;
}

/** What happened to one send: gone (kept or refused for good by the server) or to try later. */
export type PositionSendOutcome = 'done' | 'retry';

const STORAGE_KEY = 'freight.driver.positions';

export interface PositionStore {
  read(): QueuedPosition[];
  write(positions: readonly QueuedPosition[]): void;
}

/** localStorage, or nothing when the browser refuses it (private mode, full): the queue then lives in memory. */
export function browserPositionStore(): PositionStore {
  let memory: QueuedPosition[] = [];
  return {
    read() {
      try {
        const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
        return Array.isArray(saved) ? (saved as QueuedPosition[]) : memory;
      } catch {
        return memory;
      }
    },
    write(positions) {
      memory = [...positions];
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Kept in memory only.
      }
    },
  };
}

export async function sendPosition({ referenceId, ...position }: QueuedPosition): Promise<PositionSendOutcome> {
  try {
    await apiRequest('POST', DRIVER_API.positions(referenceId), position);
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry';
    // Signed out, too many, the server down: later. Any other refusal (the load delivered, another
    // driver's now) will not change: the position is dropped.
    if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
    return 'done';
  }
}

export class PositionQueue {
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: PositionStore,
    private readonly send: (position: QueuedPosition) => Promise<PositionSendOutcome> = sendPosition,
  ) {}

  waiting(): QueuedPosition[] {
    return this.store.read();
  }

  /** Keeps the position, dropping the oldest beyond the limit, and sends what waits. */
  add(position: QueuedPosition): Promise<void> {
    this.store.write([...this.store.read(), position].slice(-POSITION_QUEUE_LIMIT));
    return this.flush();
  }

  /** Sends what waits, oldest first, until one must wait; one run at a time. */
  flush(): Promise<void> {
    if (!this.running) {
      // Cleared by a step of its own: a run with nothing to send finishes before `running` is even set.
      const run = this.sendWaiting();
      this.running = run;
      void run.finally(() => {
        if (this.running === run) this.running = undefined;
      });
    }
    return this.running;
  }

  private async sendWaiting(): Promise<void> {
    for (const position of this.store.read()) {
      if ((await this.send(position)) === 'retry') return;
      this.store.write(this.store.read().filter((waiting) => waiting.positionId !== position.positionId));
    }
  }
}

let queue: PositionQueue | undefined;

export function positionQueue(): PositionQueue {
  queue ??= new PositionQueue(browserPositionStore());
  return queue;
}

/** For tests: a queue over their own store and sender. */
export function replacePositionQueue(next: PositionQueue | undefined): void {
  queue = next;
}
