// The Dispatch board's live refresh (issue 22). Every dispatch change moves one counter on in its
// own transaction (bumpDispatchVersion); boards hold a server-sent-events stream that carries the
// counter. On this instance a change is told at once (changed()); changes committed by another
// instance are seen by polling the counter every POLL_MS, one query per instance however many
// boards are open. A board that missed an event refetches anyway when it reconnects.
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { dispatchBoardVersion } from '../../db/schema.js';

export const DISPATCH_POLL_MS = 2_000;

export interface DispatchSignal {
  /** A dispatch change was committed here: tell this instance's boards now. */
  changed(): void;
  /** Calls `listener` with the new version whenever it moves; answers the way to stop. */
  subscribe(listener: (version: number) => void): () => void;
  /** The counter as committed now. */
  currentVersion(): Promise<number>;
  /** Stops polling (the app is closing). */
  close(): void;
}

/** Moves the counter on inside the change's transaction; answers the new version. */
export async function bumpDispatchVersion(executor: Executor): Promise<number> {
  const [row] = await executor
    .update(dispatchBoardVersion)
    .set({ version: sql`${dispatchBoardVersion.version} + 1` })
    .where(eq(dispatchBoardVersion.id, 1))
    .returning({ version: dispatchBoardVersion.version });
  return row?.version ?? 0;
}

export async function readDispatchVersion(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ version: dispatchBoardVersion.version })
    .from(dispatchBoardVersion)
    .where(eq(dispatchBoardVersion.id, 1));
  return row?.version ?? 0;
}

export function dispatchSignal(db: Database, pollMs = DISPATCH_POLL_MS): DispatchSignal {
  const listeners = new Set<(version: number) => void>();
  let known = -1;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  // A change told while a read is under way may have committed after that read: read once more.
  let again = false;

  async function check(): Promise<void> {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const version = await readDispatchVersion(db);
        if (version !== known) {
          known = version;
          for (const listener of listeners) listener(version);
        }
      } while (again);
    } catch {
      // The database is briefly away: the next poll tries again; boards keep what they show.
    } finally {
      checking = false;
    }
  }

  function startPolling(): void {
    if (timer) return;
    timer = setInterval(() => void check(), pollMs);
    timer.unref();
  }

  function stopPolling(): void {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return {
    changed: () => void check(),
    subscribe(listener) {
      listeners.add(listener);
      startPolling();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopPolling();
      };
    },
    currentVersion: () => readDispatchVersion(db),
    close() {
      listeners.clear();
      stopPolling();
    },
  };
}
