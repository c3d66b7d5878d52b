// Load shedding: when the event loop lags or the heap nears its limit, new requests are answered
// 503 with Retry-After at once, in the API's JSON error shape, instead of queueing until every
// client times out and the process runs out of memory. The load balancer reads the same state
// from /readyz and sends traffic elsewhere until it passes. @fastify/under-pressure samples the
// event-loop delay (its mean over each second) and the heap once a second.
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { LoadSheddingLimits } from '../config.js';
import { API_ERROR_CODES } from '../../shared/api-error-codes.js';
import type { CodedMessage } from '../../shared/coded-message.js';
import { errorBody } from './error-handler.js';

export const RETRY_AFTER_SECONDS = 10;

export const UNDER_PRESSURE_MESSAGE = 'The server is too busy right now. Please try again in a moment.';
export const UNDER_PRESSURE: CodedMessage = { code: API_ERROR_CODES.busy, message: UNDER_PRESSURE_MESSAGE };

// Never shed: liveness must stay 200 (a busy process is not a dead one, and restarting it would
// lose its work), /readyz answers for itself, and /metrics is how an operator sees the pressure.
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);

// The heap gets this share of V8's limit before requests are shed: room for the ones in flight.
const DEFAULT_HEAP_SHARE = 0.9;

// One warning per episode of pressure is enough; one per refused request would flood the logs.
const WARN_EVERY_MS = 10_000;

export interface LoadShedding {
  readonly isUnderPressure: () => boolean;
}

export async function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits): Promise<LoadShedding> {
  let lastWarning = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes ?? Math.round(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE),
    retryAfter: RETRY_AFTER_SECONDS,
    // Not sending lets the request through (the plugin's documented contract).
    pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (request.routeOptions.url !== undefined && NEVER_SHED.has(request.routeOptions.url)) return;
      if (Date.now() - lastWarning > WARN_EVERY_MS) {
        lastWarning = Date.now();
        request.log.warn({ pressure: type, value }, 'under pressure: answering 503 to new requests');
      }
      void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(503, UNDER_PRESSURE));
    },
  });
  return { isUnderPressure: () => app.isUnderPressure() };
}
