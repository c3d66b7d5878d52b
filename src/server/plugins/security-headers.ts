// Security headers on every response. The Content-Security-Policy allows only our own origin;
// pages that need a provider's host (the payment pages with Stripe and PayPal) get a policy with
// exactly those hosts added (see cspHeader), and only they do.
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The site is served over HTTPS: send HSTS and upgrade stray http:// sub-resources. */
  https: boolean;
  /** Vite's dev server injects inline scripts for hot reload; CSP is off in dev only. */
  devMode: boolean;
  /** Hosts every page may use (the analytics measurement script, when it is configured). */
  siteWide?: CspAdditions;
}

export type CspDirectives = Record<string, string[]>;

/** Sources a page may add to the base policy, e.g. a payment provider's script and frame hosts. */
export interface CspAdditions {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
  imgSrc?: string[];
}

export function cspDirectives(https: boolean, additions: CspAdditions = {}): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(additions.scriptSrc ?? [])],
    // Radix positions popovers with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(additions.imgSrc ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(additions.connectSrc ?? [])],
    'frame-src': additions.frameSrc?.length ? additions.frameSrc : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const CSP_ADDITION_KEYS = ['scriptSrc', 'frameSrc', 'connectSrc', 'imgSrc'] as const;

/** Several pages' or providers' additions as one. */
export function mergeCspAdditions(...list: readonly CspAdditions[]): CspAdditions {
  const merged: CspAdditions = {};
  for (const additions of list) {
    for (const key of CSP_ADDITION_KEYS) {
      if (additions[key]?.length) merged[key] = [...(merged[key] ?? []), ...(additions[key] ?? [])];
    }
  }
  return merged;
}

/** The header value for a page whose policy adds sources to the base one. */
export function cspHeader(https: boolean, additions: CspAdditions): string {
  return Object.entries(cspDirectives(https, additions))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

// NOTE: @fastify/helmet 13.2.0 builds a new helmet middleware for every request (index.js,
// buildHelmetOnRoutes calls `helmet(configuration)`, which parses and checks every CSP directive
// again) from two hooks, one of them async: under load that was a tenth of the invoice look-up's
// CPU (docs/decisions/050-throughput-against-the-same-sql.md). Our headers never vary by request
// (no nonces, no route options), so helmet runs once, here, and its headers are copied onto every
// reply: the same headers, from the same library, with the same options.
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What @fastify/helmet sets on a reply with our options, found by asking it once. */
async function helmetHeaders(options: SecurityHeadersOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: options.devMode ? false : { useDefaults: false, directives: cspDirectives(options.https, options.siteWide) },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', async (_request, reply) => reply.header('content-type', 'text/plain').send(''));
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!FASTIFY_OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

// What Fastify itself puts on that probe's answer: not helmet's.
const FASTIFY_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export default fp(securityHeaders, { name: 'security-headers' });
