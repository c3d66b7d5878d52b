import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';

function incr(store: MemoryRateLimitStore, key: string, windowMs = 60_000): { current: number; ttl: number } {
  let result: { current: number; ttl: number } | undefined;
  store.incr(
    key,
    (error, value) => {
      if (error) throw error;
      result = value;
    },
    windowMs,
  );
  return result!;
}

const size = (store: MemoryRateLimitStore) => (store as unknown as { windows: Map<string, unknown> }).windows.size;

afterEach(() => {
  vi.useRealTimers();
});

describe('MemoryRateLimitStore', () => {
  it('counts each client in its own window, and starts again when the window ends', () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryRateLimitStore();
    expect([incr(store, 'a'), incr(store, 'a'), incr(store, 'b')].map((r) => r.current)).toEqual([1, 2, 1]);
    vi.setSystemTime(60_000);
    expect(incr(store, 'a')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('drops ended windows once it holds many clients, but sweeps at most once a second', () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryRateLimitStore();
    for (let n = 0; n < 10_000; n++) incr(store, `old-${n}`, 1000);
    vi.setSystemTime(2000);
    incr(store, 'first-new');
    expect(size(store)).toBe(1);
    // Live clients pile up within the second after a sweep: no sweep walks them again meanwhile.
    for (let n = 0; n < 10_000; n++) incr(store, `live-${n}`);
    expect(size(store)).toBe(10_001);
  });

  it('still drops every ended window when a client whose window ended came back in between', () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryRateLimitStore();
    incr(store, 'returning', 1000);
    vi.setSystemTime(500);
    for (let n = 0; n < 10_000; n++) incr(store, `other-${n}`, 1000);
    vi.setSystemTime(1200);
    expect(incr(store, 'returning', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1600);
    incr(store, 'new', 1000);
    expect(size(store)).toBe(2);
    expect(incr(store, 'returning', 1000).current).toBe(2);
  });
});
