// Rate limits, opted into per route with `config: { rateLimit: { max, timeWindow } }`; a GET
// route's limit counts its HEAD requests too.
// Counters live in Redis when REDIS_URL is set, so a limit holds across every instance;
// otherwise in this process's memory.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { API_ERROR_CODES } from '../../shared/api-error-codes.js';
import type { CodedMessage } from '../../shared/coded-message.js';
import { HttpError } from '../errors.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import { headSharesGetCounters, redisCounters } from './route-counters.js';

async function rateLimits(app: FastifyInstance, options: { redisUrl: string | undefined; keyPrefix: string }) {
  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : undefined;
  if (redis) {
    // Without a listener a lost connection would crash the process; the plugin fails open
    // (skipOnError) while Redis is away, and ioredis reconnects by itself.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    // HEAD and GET of one path share a counter (route-counters.ts).
    store: headSharesGetCounters(redis ? redisCounters(redis, `${options.keyPrefix}rate-limit:`) : new MemoryRateLimitStore()),
    ...(redis ? { skipOnError: true } : {}),
    // Thrown by the plugin, so the error handler writes it like any refusal.
    errorResponseBuilder: (_request, context) => new HttpError(429, rateLimited(Math.ceil(context.ttl / 1000))),
  });
}

/** A rate limit's refusal: how many seconds until the route may be tried again. */
export function rateLimited(seconds: number): CodedMessage {
  return {
    code: API_ERROR_CODES.rateLimited,
    message: `Too many requests. Please wait ${seconds} seconds and try again.`,
    values: { seconds },
  };
}

// ioredis is imported only with REDIS_URL: without it the counters are in memory and the client
// would be several MB held for nothing (docs/decisions/053-memory-at-rest.md).
async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

export default fp(rateLimits, { name: 'rate-limits' });
