import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { SpanStatusCode } from '@opentelemetry/api';
import { afterAll, describe, expect, it } from 'vitest';
import { messageWithoutValues, ValuesOutOfSpans } from './values-out-of-spans.js';

const exporter = new InMemorySpanExporter();
// Not registered globally: a provider of its own, with the scrubber before the exporting processor as in production.
const provider = new NodeTracerProvider({ spanProcessors: [new ValuesOutOfSpans(), new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');
afterAll(() => provider.shutdown());

function exported(record: (span: ReturnType<typeof tracer.startSpan>) => void) {
  exporter.reset();
  const span = tracer.startSpan('failing');
  record(span);
  span.end();
  const [finished] = exporter.getFinishedSpans();
  return finished!;
}

describe('values out of spans', () => {
  it('keeps Drizzle’s failed query out of the status and the exception event, message and stack', () => {
    const error = new Error('Failed query: insert into "drivers" ("email") values ($1)\nparams: jane.doe@example.com,D1234567');
    const span = exported((span) => {
      span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    });
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'Failed query' });
    const attributes = span.events.find((event) => event.name === 'exception')?.attributes;
    expect(attributes?.['exception.message']).toBe('Failed query');
    expect(String(attributes?.['exception.stacktrace'])).toMatch(/^Error: Failed query\n\s+at /);
    expect(JSON.stringify(span.events)).not.toMatch(/jane|D1234567/);
  });

  it('cuts quoted values, e-mail addresses, reference IDs and payment ids from a message', () => {
    expect(messageWithoutValues('invalid input syntax for type uuid: "not-a-uuid"')).toBe('invalid input syntax for type uuid: "…"');
    expect(messageWithoutValues('no request SR-ABCD-EFGH-JKMN-PQRS for jane@example.com (pi_3Nabcdefgh12)')).toBe(
      'no request SR-… for …@… (pi_…)',
    );
  });

  it('leaves a message without values as it is', () => {
    const span = exported((span) => span.setStatus({ code: SpanStatusCode.ERROR, message: 'The requested service could not be found.' }));
    expect(span.status.message).toBe('The requested service could not be found.');
  });
});
