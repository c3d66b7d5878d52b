// Where customer mails send people: their own page (issue 21), for the request a mail is about.
// The page asks them to sign in first when they are not, and shows only their own requests.
import { PAGE_PATHS } from '../../../../shared/page-routes.js';
import type { MailButton } from './mail-content.js';

const siteRoot = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** The customer's page for one request: `/account/request?ref=SR-...`. */
export function portalRequestUrl(publicBaseUrl: string, referenceId: string): string {
  return `${siteRoot(publicBaseUrl)}${PAGE_PATHS.accountRequest}?ref=${encodeURIComponent(referenceId)}`;
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
