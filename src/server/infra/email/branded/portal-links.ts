// Where mails send people: the customer's own page (issue 21) for the request a mail is about, and
// the one-time links of sign-ins, invitations and password resets. The site's address is joined once, here.
import { PAGE_PATHS } from '../../../../shared/page-routes.js';
import type { MailButton } from './mail-content.js';

const siteRoot = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** The customer's page for one request: `/account/request?ref=SR-...`. */
export function portalRequestUrl(publicBaseUrl: string, referenceId: string): string {
  return `${siteRoot(publicBaseUrl)}${PAGE_PATHS.accountRequest}?ref=${encodeURIComponent(referenceId)}`;
}

/**
 * A link carrying a one-time token in its fragment (#token=...): a browser never sends a fragment
 * to a server, so the token reaches no access log, proxy or Referer header. Staff invitations,
 * staff password resets and customer sign-ins all send such links.
 */
export function tokenLink(publicBaseUrl: string, pagePath: string, token: string): string {
  return `${siteRoot(publicBaseUrl)}${pagePath}#token=${token}`;
}

/** The customer's page itself, for a mail about no one request (a payment made without one). */
export function portalHomeUrl(publicBaseUrl: string): string {
  return `${siteRoot(publicBaseUrl)}${PAGE_PATHS.account}`;
}

/** The button each kind of customer mail carries: what the customer does next on their page. */
export const PORTAL_BUTTON_LABELS = {
  request: 'View your request',
  quote: 'Review and accept the quote',
  invoice: 'View invoice and pay',
  account: 'Open your account',
} as const;

export function portalButton(label: keyof typeof PORTAL_BUTTON_LABELS, url: string): MailButton {
  return { label: PORTAL_BUTTON_LABELS[label], url };
}
