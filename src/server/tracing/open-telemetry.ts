// The OpenTelemetry SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts):
// spans for each request (@fastify/otel) and each query (the pg instrumentation), batched and
// sent over OTLP/HTTP as JSON. The SDK itself reads the standard OTEL_* variables it knows
// (the exporter's OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and _COMPRESSION, OTEL_TRACES_SAMPLER
// and _ARG, OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES); see README, Traces. The URL is ours: the
// validated endpoint plus /v1/traces (a URL given in code wins over _TRACES_ENDPOINT).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { diag, DiagLogLevel, isSpanContextValid, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { TracingSettings } from '../config.js';
import { PROJECT_ROOT } from '../project-root.js';
import { requestSpanOptions } from './request-spans.js';
import { ValuesOutOfSpans } from './values-out-of-spans.js';
import type { Tracing } from './tracing-handle.js';

export function startOpenTelemetry(settings: TracingSettings): Tracing {
  // From the start: the instrumentations warn at once when `pg` was loaded before them.
  const problems = sdkProblems();
  const provider = new NodeTracerProvider({
    resource: detectResources({ detectors: [envDetector] }).merge(
      resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName, [ATTR_SERVICE_VERSION]: packageVersion() }),
    ),
    // The scrubber must come first: it edits a span while it ends, before the batch takes it.
    spanProcessors: [new ValuesOutOfSpans(), new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(settings.endpoint) }))],
  });
  // The global tracer provider, AsyncLocalStorage for the active span, and W3C trace context
  // (traceparent) and baggage for what callers send.
  provider.register();

  const fastifyInstrumentation = new FastifyOtelInstrumentation(requestSpanOptions);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new PgInstrumentation({
        // Off, as by default, said here because it matters: on, every query's values (names,
        // e-mail addresses, license numbers) would be copied into its span.
        enhancedDatabaseReporting: false,
        // Queries outside a request (migrations at start, the e-mail worker's polling) would each
        // start a trace of their own, every few seconds, forever.
        requireParentSpan: true,
      }),
      fastifyInstrumentation,
    ],
  });

  const plugin: FastifyPluginAsync = fp(
    async (app) => {
      problems.reportTo(app.log);
      // @fastify/otel skips encapsulation: registered here, it wraps every route of the app.
      await app.register(fastifyInstrumentation.plugin());
    },
    { name: 'tracing' },
  );
  return {
    plugin,
    logFields: activeSpanFields,
    shutdown: () => provider.shutdown(),
  };
}

/** The OTLP/HTTP traces path under the collector's base URL, as the specification builds it. */
function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

function activeSpanFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const context = span.spanContext();
  if (!isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

/**
 * The SDK's own warnings and errors (a collector that refuses or cannot be reached, a module
 * loaded too early to be patched), which would otherwise go nowhere: kept until the app's logger
 * exists, then written through it.
 */
function sdkProblems(): { reportTo(log: FastifyBaseLogger): void } {
  const early: string[] = [];
  let log: FastifyBaseLogger | undefined;
  const write = (message: string) => {
    if (log) log.warn({ component: 'opentelemetry' }, message);
    else if (early.length < 50) early.push(message);
  };
  const ignore = () => undefined;
  diag.setLogger({ error: write, warn: write, info: ignore, debug: ignore, verbose: ignore }, DiagLogLevel.WARN);
  return {
    reportTo(logger) {
      log = logger;
      for (const message of early.splice(0)) write(message);
    },
  };
}

function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : 'unknown';
}
