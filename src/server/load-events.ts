// Who is told of a load's events (issue 40): dispatch calls one port inside its transaction
// (features/dispatch/load-events.ts); here the composition hands each event to every listener, in
// order. The tracking goes first: the texts read the estimate and the link it leaves.
import type { Transaction } from './db/client.js';
import type { LoadEvent, LoadEvents } from './features/dispatch/index.js';

/** One listener: a feature's handler of load events, as its door exports it. */
export type LoadEventListener = (tx: Transaction, event: LoadEvent) => Promise<void>;

export function composeLoadEvents(listeners: readonly LoadEventListener[]): LoadEvents {
  return {
    async record(tx, event) {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}
