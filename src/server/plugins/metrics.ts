// Prometheus metrics at GET /metrics, for METRICS_TOKEN or METRICS_ALLOWED_ADDRESSES only
// (metrics-access.ts); with neither set the plugin is not registered and /metrics does not exist.
// fastify-metrics times every request by its route PATTERN (`/api/track/:referenceId`, never the
// reference itself; a path no route matches is one label, UNMATCHED_ROUTE) and collects Node's
// default metrics (event-loop delay, heap, RSS, GC); metrics-database.ts adds what the tables hold.
// Each app has a registry of its own, not prom-client's global one: tests build many apps in one process.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetricsModule from 'fastify-metrics';
import promClient, { Counter, Registry } from '@prometheus-io/client';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { metricsReaderCheck } from './metrics-access.js';
import { registerDatabaseMetrics } from './metrics-database.js';

/** The route label of a request no route matched: its path may be anything a client typed. */
// A CommonJS package whose plugin is its `default` export.
const fastifyMetrics = fastifyMetricsModule.default;

export const UNMATCHED_ROUTE = '(unmatched)';

// From a 5 ms health probe to a 10 s upload; prom-client's defaults, plus 30 s.
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface MetricsOptions {
  settings: Config['metrics'];
  database: DatabaseHandle;
}

async function metrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Unknown paths are timed too (a flood of 404s is worth seeing), under one label.
      registeredRoutesOnly: false,
      invalidRouteGroup: UNMATCHED_ROUTE,
      // The plugin makes its summary even when it is off: it must not land in the global registry.
      overrides: { histogram: { buckets: LATENCY_BUCKETS_SECONDS, registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  countRateLimitRefusals(app, registry);
  registerDatabaseMetrics(registry, options.database, app.log);

  const mayRead = metricsReaderCheck(options.settings);
  app.get(
    '/metrics',
    // Scraped every few seconds: only failures are worth a log line. Not in the API description.
    { logLevel: 'warn', exposeHeadRoute: false, schema: { hide: true }, config: { disableMetrics: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Exactly what an unknown path gets: a refused caller cannot tell the endpoint exists.
      if (!mayRead(request)) return reply.callNotFound();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

// @fastify/rate-limit's refusals, told from other 429s (a sign-in lockout) by the limit header it
// adds to them. A lockout shows in the request metrics as a 429 of its route.
function countRateLimitRefusals(app: FastifyInstance, registry: Registry) {
  const refusals = new Counter({
    name: 'freight_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 429 && reply.hasHeader('x-ratelimit-limit')) {
      refusals.inc({ route: request.routeOptions.url ?? UNMATCHED_ROUTE });
    }
  });
}

export default fp(metrics, { name: 'metrics-endpoint' });
