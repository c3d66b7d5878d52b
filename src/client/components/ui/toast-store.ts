// The toast queue (spec section 9): one toast at a time; a dismissed toast closes at once and
// its record is dropped 1,000,000 ms later (or sooner, when a newer toast pushes it out).
import type { ReactElement, ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction> element. */
  action?: ReactElement;
  variant?: ToastVariant;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

// Properties, not methods: they are closures, safe to pass around unbound (useSyncExternalStore).
export interface ToastStore {
  getToasts: () => readonly ToastRecord[];
  subscribe: (listener: () => void) => () => void;
  show: (input: ToastInput) => { id: string; dismiss: () => void; update: (input: ToastInput) => void };
  /** Closes one toast, or all of them when no id is given. */
  dismiss: (id?: string) => void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function publish(next: readonly ToastRecord[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        publish(toasts.filter((toast) => toast.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }

  function dismiss(id?: string) {
    for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
    publish(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
  }

  return {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input) {
      nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(nextId);
      publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) => publish(toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast))),
      };
    },
    dismiss,
  };
}
