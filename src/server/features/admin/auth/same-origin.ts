// Cross-site request forgery: a page elsewhere must not make a signed-in admin's browser change
// anything here. Every state-changing admin request must show that it comes from our own pages:
// browsers send Origin (or at least Sec-Fetch-Site) with such requests, and a forged request
// cannot fake them. SameSite=Lax cookies are the second line.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../../plugins/error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused. Use the admin dashboard on this site.';

export function refuseCrossSiteWrites(publicBaseUrl: string) {
  const publicOrigin = new URL(publicBaseUrl).origin;
  return async function sameOriginOnly(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method)) return;
    if (isSameOrigin(request, publicOrigin)) return;
    return reply.status(403).send(errorBody(403, CROSS_SITE_MESSAGE));
  };
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    // The public address, or the host the request was sent to (a browser on a private address
    // or behind a proxy that keeps the Host header).
    return origin === publicOrigin || hostOf(origin) === request.headers.host;
  }
  // Without Origin, only a browser's own word that the request comes from this site will do.
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
