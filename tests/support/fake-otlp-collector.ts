// An OTLP/HTTP collector for tests: accepts what @opentelemetry/exporter-trace-otlp-http sends
// (`POST /v1/traces`, OTLP's JSON encoding, gzip when OTEL_EXPORTER_OTLP_COMPRESSION=gzip) and
// keeps every span, flattened. Anything else gets 404 or 415, so an exporter sending protobuf or
// to another path fails loudly instead of being counted as nothing.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a trace's root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status: { code?: number; message?: string };
  events: { name: string; attributes: Record<string, string | number | boolean> }[];
  /** The resource's service.name. */
  serviceName: string;
  /** The resource's attributes. */
  resource: Record<string, string | number | boolean>;
}

export interface FakeOtlpCollector {
  /** The base URL, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans(): CollectedSpan[];
  /** Every request it was sent (path and content type), for checking what the exporter did. */
  requests(): { path: string; contentType: string }[];
  /** Polls until `found` returns a value (not undefined), or throws after `timeoutMs`. */
  waitFor<T>(found: (spans: CollectedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}
interface OtlpExportRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpKeyValue[];
        status?: { code?: number; message?: string };
        events?: { name: string; attributes?: OtlpKeyValue[] }[];
      }[];
    }[];
  }[];
}

function plainValue(value: OtlpValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  return JSON.stringify(value);
}

function attributesOf(list: OtlpKeyValue[] | undefined): Record<string, string | number | boolean> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, plainValue(value)]));
}

function flatten(body: OtlpExportRequest): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const resource = attributesOf(resourceSpans.resource?.attributes);
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        status: span.status ?? {},
        events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
        serviceName: String(resource['service.name'] ?? ''),
        resource,
      })),
    );
  });
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startFakeOtlpCollector(): Promise<FakeOtlpCollector> {
  const spans: CollectedSpan[] = [];
  const requests: { path: string; contentType: string }[] = [];
  const server = createServer((request, response) => {
    const contentType = request.headers['content-type'] ?? '';
    requests.push({ path: request.url ?? '', contentType });
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    if (!contentType.startsWith('application/json')) {
      response.writeHead(415).end();
      return;
    }
    bodyOf(request).then(
      (body) => {
        spans.push(...flatten(JSON.parse(body.toString('utf8')) as OtlpExportRequest));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    requests: () => [...requests],
    async waitFor(found, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = found([...spans]);
        if (result !== undefined) return result;
        if (Date.now() > deadline)
          throw new Error(`no such spans within ${timeoutMs} ms; got: ${spans.map((span) => span.name).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
