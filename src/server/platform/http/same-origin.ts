// Cross-site request forgery: a page elsewhere must not make a signed-in admin's browser change
// anything here. Every state-changing admin request must show that it comes from our own pages:
// browsers send Origin (or at least Sec-Fetch-Site) with such requests, and a forged request
// cannot fake them. SameSite=Lax cookies are the second line.
//
// An origin is a scheme, a host and a port, and all three must match: comparing hosts alone let
// `http://our-host` (a plain-HTTP page a network attacker can write) act on the HTTPS site, and
// `ws://our-host` or `http://someone@our-host` pass too.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused. Use the admin dashboard on this site.';

// What a browser sends as Origin: a web scheme, `//`, a host with an optional port, nothing else
// (no user name, path, query or fragment). A trailing slash is tolerated, as URL parsing does.
const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\\\s]+\/?$/i;
const HOST_SHAPE = /^[^/?#@\\\s]+$/;

export function refuseCrossSiteWrites(publicBaseUrl: string) {
  const publicUrl = new URL(publicBaseUrl);
  const ownOrigins = { public: publicUrl.origin, scheme: publicUrl.protocol };
  return async function sameOriginOnly(request: FastifyRequest) {
    if (SAFE_METHODS.has(request.method)) return;
    if (isSameOrigin(request, ownOrigins)) return;
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  };
}

function isSameOrigin(request: FastifyRequest, own: { public: string; scheme: string }): boolean {
  const origin = request.headers.origin;
  // Without Origin, only a browser's own word that the request comes from this site will do.
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  // 'null' (sandboxed frames, some redirects), garbage and odd shapes are refused here.
  const sent = originOf(origin);
  if (sent === undefined) return false;
  // The public address, or the host the request was sent to (a browser on a private address, or
  // behind a proxy that keeps the Host header) under the public address's scheme: a browser
  // sends Host for the address it is on, and an HTTPS site's pages are never plain HTTP.
  return sent === own.public || sent === hostOrigin(own.scheme, request.headers.host);
}

/**
 * The origin an Origin header names, normalised by URL parsing (lower-case host, no default
 * port), or undefined when it is not an http(s) origin.
 */
export function originOf(header: string): string | undefined {
  if (!ORIGIN_SHAPE.test(header)) return undefined;
  try {
    return new URL(header).origin;
  } catch {
    return undefined;
  }
}

function hostOrigin(scheme: string, host: string | undefined): string | undefined {
  if (host === undefined || !HOST_SHAPE.test(host)) return undefined;
  try {
    return new URL(`${scheme}//${host}`).origin;
  } catch {
    return undefined;
  }
}
