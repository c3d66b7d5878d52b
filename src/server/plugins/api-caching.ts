// Every API answer is private unless its route says otherwise: invoice views, payment outcomes,
// checkouts, tracking timelines and chat replies carry customers' data, and a browser's or a
// proxy's copy would outlive the page. So `Cache-Control: no-store` is the default for /api and
// /paypal, set here once rather than remembered route by route; a route that may be cached (the
// Zelle QR code) sets its own header, which is kept.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/paypal/'];

export function isApiAnswer(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

async function apiCaching(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiAnswer(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(apiCaching, { name: 'api-caching' });
