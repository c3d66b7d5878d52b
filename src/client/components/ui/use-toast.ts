import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput } from './toast-store';

const store = createToastStore();

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(input: ToastInput) {
  return store.show(input);
}

export const dismissToast = store.dismiss;

export function useToasts() {
  return useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
}
