// The in-process rate-limit counters (without REDIS_URL), in place of the plugin's own LocalStore.
//
// NOTE: upstream workaround. @fastify/rate-limit 11.2.0's LocalStore.incr answers with the cached
// counter object itself (`cb(null, current)`, store/LocalStore.js lines 42-43), and the plugin
// reads `res.current` only after an `await` (index.js lines 291-297). Every incr for the same key
// that runs in between bumps that same object, so each request of a burst reads the burst's final
// count: 5 concurrent requests against `max: 3` are all refused, the first 3 too. No upstream issue
// was found; the source at the installed version:
// https://unpkg.com/@fastify/rate-limit@11.2.0/store/LocalStore.js and
// https://unpkg.com/@fastify/rate-limit@11.2.0/index.js. Here each caller gets a new object, a
// snapshot of its own count. Details: docs/decisions/025-house-rules.md.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Window {
  count: number;
  endsAt: number;
}

// Past this many clients, windows that have ended are swept, so memory stays bounded: at most
// once a second, since a sweep walks every client and, in a busy minute, may find none to drop.
const SWEEP_ABOVE = 10_000;
const SWEEP_AT_MOST_EVERY_MS = 1000;

export class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window && this.windows.size >= SWEEP_ABOVE && now >= this.nextSweepAt) this.sweep(now);
      // Deleted first, so the new window goes to the end: the map stays in the order windows end.
      if (window) this.windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
    const now = Date.now();
    const window = this.windows.get(key);
    const alive = window && window.endsAt > now;
    callback(null, alive ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 });
  }

  /** Each route has its own counters. */
  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore();
  }

  // A route's windows all last as long, and each new one goes to the end of the map, so the map is
  // in the order they end: the sweep stops at the first that has not, instead of walking every
  // client (at thousands of clients a second, half a million entries, every second).
  private sweep(now: number): void {
    this.nextSweepAt = now + SWEEP_AT_MOST_EVERY_MS;
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) return;
      this.windows.delete(key);
    }
  }
}
