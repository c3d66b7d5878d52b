// What the rest of the server sees of tracing once it is on: a file of its own, so that
// tracing.ts (always loaded) and open-telemetry.ts (loaded only when tracing is on) both use it
// without importing each other.
import type { FastifyPluginAsync } from 'fastify';

export interface Tracing {
  /** Registered first in buildApp: one span per request, named by its route pattern. */
  plugin: FastifyPluginAsync;
  /** `trace_id` and `span_id` of the span active where a log line is written; empty outside one. */
  logFields: () => Record<string, string>;
  /** Sends the spans still queued, then stops; part of the graceful close. */
  shutdown(): Promise<void>;
}
