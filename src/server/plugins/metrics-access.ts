// Who may read /metrics: a scraper with METRICS_TOKEN as its bearer token, or one connecting
// straight from an address in METRICS_ALLOWED_ADDRESSES. Anyone else gets what an unknown path
// gets (docs/decisions/045-metrics-and-load-shedding.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { addressMatcher } from '../infra/address-list.js';

export type MetricsReaderCheck = (request: FastifyRequest) => boolean;

/** Whether /metrics is on at all: off unless a token or an address is configured. */
export function metricsEnabled(settings: Config['metrics']): boolean {
  return settings.token !== undefined || settings.allowedAddresses.length > 0;
}

export function metricsReaderCheck(settings: Config['metrics']): MetricsReaderCheck {
  const tokenDigest = settings.token === undefined ? undefined : digest(settings.token);
  const fromAllowedAddress = addressMatcher(settings.allowedAddresses);
  return (request) => {
    if (tokenDigest && bearerTokenMatches(request.headers.authorization, tokenDigest)) return true;
    // The TCP peer, never X-Forwarded-For (a header anyone can write). A request that came through
    // a proxy is its client's, not the proxy's: with the balancer's own subnet allowed, every
    // visitor it forwards would otherwise be let in. Scrapers reach each instance directly.
    if (cameThroughProxy(request)) return false;
    return fromAllowedAddress(request.socket.remoteAddress);
  };
}

function bearerTokenMatches(header: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
  return given !== undefined && timingSafeEqual(digest(given), expected);
}

function cameThroughProxy(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
