import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: the newest replaces the current one', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second', variant: 'destructive' });
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    const store = createToastStore();
    const shown = store.show({ title: 'Saved' });
    shown.dismiss();
    expect(store.getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('dismisses everything when no id is given, and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: 'A' });
    store.dismiss();
    expect(store.getToasts().every((toast) => !toast.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('updates a toast in place', () => {
    const store = createToastStore();
    const shown = store.show({ title: 'Uploading' });
    shown.update({ title: 'Uploaded' });
    expect(store.getToasts()[0]).toMatchObject({ id: shown.id, title: 'Uploaded', open: true });
  });
});
