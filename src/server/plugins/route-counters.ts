// One rate-limit counter per route, where HEAD is the same route as GET. Fastify answers HEAD for
// every GET route by itself, as a route of its own, and @fastify/rate-limit gives each route its
// own counter (in Redis too: the key holds the method): a client asking HEAD and GET in turn got
// double the look-ups. Each route's counter is asked of this store, which hands GET and HEAD of one
// path the same one.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What @fastify/rate-limit really passes to child(): the route's merged options, with the route. */
interface ChildOptions {
  routeInfo: { method: string | string[]; url?: string; path?: string };
}

type CounterCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class for the plugin's `store` option: `root` makes each route's counters. */
export function headSharesGetCounters(root: FastifyRateLimitStore): FastifyRateLimitStoreCtor {
  const byRoute = new Map<string, FastifyRateLimitStore>();
  return class HeadSharesGetStore implements FastifyRateLimitStore {
    incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void {
      root.incr(key, callback, timeWindow, max);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as ChildOptions;
      const methods = [routeInfo.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
      const method = [...new Set(methods)].join(',');
      const route = `${method} ${routeInfo.url ?? routeInfo.path ?? ''}`;
      let counters = byRoute.get(route);
      if (!counters) {
        // The Redis store names its keys after routeInfo.method: HEAD's must be GET's keys too.
        counters = root.child({ ...options, routeInfo: { ...routeInfo, method } } as unknown as Parameters<
          FastifyRateLimitStore['child']
        >[0]);
        byRoute.set(route, counters);
      }
      return counters;
    }
  };
}

// The plugin's own Redis store (atomic INCR and PEXPIRE in one Lua script). The package exports
// only the plugin, so it is loaded by its file; the version is pinned by package-lock.json.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

export function redisCounters(redis: Redis, keyPrefix: string): FastifyRateLimitStore {
  return new RedisStore(false, false, redis, keyPrefix);
}
