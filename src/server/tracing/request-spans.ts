// How @fastify/otel records a request: one span named by method and route pattern
// (`GET /api/service-requests/:referenceId`), never by the raw URL, whose reference IDs and
// query strings are keys to a customer's invoice or payment. Its child is the handler's span,
// and the handler's queries are theirs.
import type { FastifyOtelInstrumentationOpts } from '@fastify/otel';
import { ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import { loggedPath } from '../infra/log-serializers.js';

// Load balancers and Prometheus ask every few seconds: a trace each would bury the real ones.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const requestSpanOptions: FastifyOtelInstrumentationOpts = {
  // A span for each of the app's dozen hooks on every request would outnumber everything else;
  // what runs in them (a session's query) still shows, under the request's span.
  instrumentHooks: false,
  ignorePaths: ({ url }) => UNTRACED_PATHS.has(url.split('?', 1)[0] ?? url),
  requestHook(span, request) {
    span.updateName(`${request.method} ${request.routeOptions.url ?? '(unmatched)'}`);
    // @fastify/otel sets url.path to the raw URL, query string and all: the logs' path replaces it.
    span.setAttribute(ATTR_URL_PATH, loggedPath(request));
  },
};
