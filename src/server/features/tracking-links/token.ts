// A link's token: 32 random bytes (256 bits) in base64url, 43 characters. Made from nothing about
// the request, so holding one link tells nothing of another, nor of the reference ID.
import { randomBytes } from 'node:crypto';
import { TRACKING_LINK_PAGE_PREFIX, TRACKING_LINK_TOKEN_PATTERN } from '../../../shared/tracking-links/tracking-links.js';

export function newTrackingLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isTrackingLinkToken(value: string): boolean {
  return TRACKING_LINK_TOKEN_PATTERN.test(value);
}

/** The whole address to share: the site's root, /t/, the token. */
export function trackingLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${TRACKING_LINK_PAGE_PREFIX}${token}`;
}
