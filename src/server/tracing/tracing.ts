// Traces are optional: with OTEL_EXPORTER_OTLP_ENDPOINT unset this file is all that loads, and it
// imports nothing from OpenTelemetry (the SDK and its instrumentations hold some 10 MB at rest).
import type { TracingSettings } from '../config.js';
import type { Tracing } from './tracing-handle.js';

/**
 * Starts the OpenTelemetry SDK when tracing is configured. Call it before anything loads `pg`:
 * the pg instrumentation patches the driver as it is first required (see main.ts).
 */
export async function startTracing(settings: TracingSettings | undefined): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { startOpenTelemetry } = await import('./open-telemetry.js');
  return startOpenTelemetry(settings);
}
