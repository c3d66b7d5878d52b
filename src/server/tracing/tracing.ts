// Traces are optional: with OTEL_EXPORTER_OTLP_ENDPOINT unset this file is all that loads, and it
// imports nothing from OpenTelemetry (the SDK and its instrumentations hold some 10 MB at rest).
import type { FastifyPluginAsync } from 'fastify';
import type { TracingSettings } from '../config.js';

/** What the rest of the server sees of tracing once it is on. */
export interface Tracing {
  /** Registered first in buildApp: one span per request, named by its route pattern. */
  plugin: FastifyPluginAsync;
  /** `trace_id` and `span_id` of the span active where a log line is written; empty outside one. */
  logFields: () => Record<string, string>;
  /** Sends the spans still queued, then stops; part of the graceful close. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when tracing is configured. Call it before anything loads `pg`:
 * the pg instrumentation patches the driver as it is first required (see main.ts).
 */
export async function startTracing(settings: TracingSettings | undefined): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { startOpenTelemetry } = await import('./open-telemetry.js');
  return startOpenTelemetry(settings);
}
