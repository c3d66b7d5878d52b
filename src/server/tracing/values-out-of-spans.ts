// What a span may say about a failure. An error's message can quote the data it failed on:
// Drizzle's lists every parameter of the query ("Failed query: … params: Jane,jane@…"),
// PostgreSQL's quotes the value it refused ('invalid input syntax for type uuid: "…"'), and
// @fastify/otel and the pg instrumentation copy such messages into the span's status and
// exception events. Spans leave the process, so those values are cut while each span ends,
// as the log serializers cut them from the logs (src/server/infra/log-serializers.ts).
import type { Attributes } from '@opentelemetry/api';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_EXCEPTION_MESSAGE, ATTR_EXCEPTION_STACKTRACE, ATTR_EXCEPTION_TYPE } from '@opentelemetry/semantic-conventions';
import { PROVIDER_ID, REFERENCE_ID } from '../infra/log-serializers.js';

const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;

/** A failure's message without the values it may quote: parameters, quoted values, e-mail addresses, reference and payment ids. */
export function messageWithoutValues(message: string): string {
  // Drizzle's message is the query and then every parameter.
  if (message.startsWith('Failed query:')) return 'Failed query';
  return message.replace(QUOTED, '"…"').replace(EMAIL_ADDRESS, '…@…').replace(REFERENCE_ID, '$1-…').replace(PROVIDER_ID, '$1_…');
}

/** A stack's frames under the cleaned first line: the message in a stack's first lines is the same risk. */
function stackWithoutValues(stack: string, type: string, message: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function exceptionWithoutValues(attributes: Attributes): Attributes {
  const message = attributes[ATTR_EXCEPTION_MESSAGE];
  const type = attributes[ATTR_EXCEPTION_TYPE];
  const stack = attributes[ATTR_EXCEPTION_STACKTRACE];
  const cleanMessage = typeof message === 'string' ? messageWithoutValues(message) : '';
  return {
    ...attributes,
    ...(typeof message === 'string' ? { [ATTR_EXCEPTION_MESSAGE]: cleanMessage } : {}),
    ...(typeof stack === 'string' ? { [ATTR_EXCEPTION_STACKTRACE]: stackWithoutValues(stack, String(type ?? 'Error'), cleanMessage) } : {}),
  };
}

/**
 * Cleans each span as it ends, before the batch processor after it sees it. `onEnding` is the SDK's
 * one moment a span is still writable once its instrumentation is done with it.
 */
export class ValuesOutOfSpans implements SpanProcessor {
  onEnding(span: Span): void {
    if (span.status.message) span.setStatus({ ...span.status, message: messageWithoutValues(span.status.message) });
    span.events.forEach((event, index) => {
      if (event.name === 'exception' && event.attributes)
        span.events[index] = { ...event, attributes: exceptionWithoutValues(event.attributes) };
    });
  }

  onStart(): void {}

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
