// The queue of driver updates not yet accepted by the server (issue 22: "keeps an update that could
// not be sent and sends it when the connection returns"). Every update is stored first and sent
// second, so a tap is never lost to a dead zone or a reload; the same updateId goes with every
// retry and the server keeps each once. Updates go oldest first, and a load's later update waits
// while an earlier one of that load cannot be sent ("at delivery" before "delivered").
import type { MessageOrText } from '@shared/coded-message';
import type { DriverUpdateResult } from '@shared/dispatch/dispatch';
import { sendUpdate, type SendOutcome } from './send-update';
import { browserUpdateStore, type QueuedUpdate, type UpdateStore } from './update-store';

/** An update the server refused for good (a 4xx): shown with its reason, no longer queued. */
export interface RefusedUpdate {
  update: QueuedUpdate;
  /** The server's reason, with its code. */
  message: MessageOrText;
}

export interface QueueState {
  /** Waiting to be sent, oldest first. */
  waiting: QueuedUpdate[];
  refused: RefusedUpdate[];
  /** The server answered 401: the queue waits for the driver to sign in again. */
  signedOut: boolean;
  sending: boolean;
}

export type NewUpdate = Omit<QueuedUpdate, 'position'>;
type SentListener = (update: QueuedUpdate, result: DriverUpdateResult | undefined) => void;

export class OfflineQueue {
  private state: QueueState = { waiting: [], refused: [], signedOut: false, sending: false };
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<SentListener>();
  private loaded: Promise<void> | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly store: UpdateStore,
    private readonly send: (update: QueuedUpdate) => Promise<SendOutcome> = sendUpdate,
  ) {}

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onSent(listener: SentListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Reads what an earlier visit left waiting. */
  load(): Promise<void> {
    this.loaded ??= this.reload();
    return this.loaded;
  }

  /** Stores the update; sending is the caller's next step (flush), once it has added what it can. */
  async add(update: NewUpdate): Promise<void> {
    await this.load();
    const position = Math.max(0, ...this.state.waiting.map((waiting) => waiting.position)) + 1;
    await this.store.put({ ...update, position });
    await this.reload();
  }

  /** Adds what arrived after the update was stored (the phone's position); nothing once it is sent. */
  async patch(updateId: string, change: Partial<QueuedUpdate>): Promise<void> {
    await this.store.patch(updateId, change);
    await this.reload();
  }

  dismissRefused(updateId: string): void {
    this.setState({ refused: this.state.refused.filter((refused) => refused.update.updateId !== updateId) });
  }

  /** The driver signed in again: what waited for that may be sent. */
  resumeAfterSignIn(): void {
    this.setState({ signedOut: false });
    void this.flush();
  }

  /** Sends everything waiting, oldest first; one run at a time, and a run asked for meanwhile follows it. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.sendWaiting();
        } while (this.again && !this.state.signedOut);
      } finally {
        this.running = undefined;
        this.setState({ sending: false });
      }
    })();
    return this.running;
  }

  private async sendWaiting(): Promise<void> {
    await this.load();
    await this.reload();
    if (this.state.signedOut || this.state.waiting.length === 0) return;
    this.setState({ sending: true });
    // A load whose update could not go keeps its later ones back, so they arrive in order.
    const heldLoads = new Set<string>();
    for (const update of this.state.waiting) {
      if (heldLoads.has(update.referenceId)) continue;
      const outcome = await this.send(update);
      if (outcome.kind === 'sent') {
        await this.store.remove(update.updateId);
        for (const listener of this.sentListeners) listener(update, outcome.result);
      } else if (outcome.kind === 'refused') {
        await this.store.remove(update.updateId);
        this.setState({ refused: [...this.state.refused, { update, message: outcome.message }] });
      } else if (outcome.kind === 'signed-out') {
        this.setState({ signedOut: true });
        break;
      } else {
        heldLoads.add(update.referenceId);
      }
      await this.reload();
    }
  }

  private async reload(): Promise<void> {
    const stored = await this.store.all();
    this.setState({ waiting: stored.sort((a, b) => a.position - b.position) });
  }

  private setState(change: Partial<QueueState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

let queue: OfflineQueue | undefined;

/** The page's one queue (both driver pages share it). */
export function offlineQueue(): OfflineQueue {
  queue ??= new OfflineQueue(browserUpdateStore());
  return queue;
}

/** For tests: a fresh queue over a fresh store, as after a reload with nothing waiting. */
export function replaceOfflineQueue(next: OfflineQueue | undefined): void {
  queue = next;
}
