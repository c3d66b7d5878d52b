// Liveness and readiness for load balancers and orchestrators. Liveness stays 200 under load
// (restarting a busy process loses its work); readiness is 503 while the database is away or the
// process sheds load (src/server/plugins/under-pressure.ts), so the balancer sends traffic elsewhere.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES } from '../../../shared/api-error-codes.js';
import { errorResponses } from '../../../shared/api-errors.js';
import { errorBody } from '../../plugins/error-handler.js';
import { RETRY_AFTER_SECONDS, UNDER_PRESSURE } from '../../plugins/under-pressure.js';

const READY_TIMEOUT_MS = 2000;

const StatusSchema = z.object({ status: z.string() });

export interface HealthDeps {
  ping: () => Promise<void>;
  /** True while the process is shedding load. */
  isUnderPressure: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, options: HealthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Probes run every few seconds; only their failures are worth a log line.
  routes.get('/healthz', { logLevel: 'warn', schema: { hide: true, response: { 200: StatusSchema } } }, async () => ({ status: 'ok' }));

  routes.get(
    '/readyz',
    { logLevel: 'warn', schema: { hide: true, response: { 200: StatusSchema, ...errorResponses(503) } } },
    async (request, reply) => {
      if (options.isUnderPressure()) {
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(503, UNDER_PRESSURE));
      }
      try {
        await withTimeout(options.ping(), READY_TIMEOUT_MS);
        return { status: 'ready' };
      } catch (error) {
        // Answered here rather than thrown: this warning is the probe's one log line (the error
        // handler would add its own for a 503).
        request.log.warn({ err: error }, 'database is not answering');
        return reply.status(503).send(errorBody(503, { code: API_ERROR_CODES.notReady, message: 'The database is not answering.' }));
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
