// Where mails send people: the customer's own page (issue 21) for the request a mail is about, and
// the one-time links of sign-ins, invitations and password resets. The site's address is joined once, here.
import type { I18n } from '@lingui/core';
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
const PORTAL_BUTTON_LABELS = {
  request: /*i18n*/ { id: 'email.button.request' },
  quote: /*i18n*/ { id: 'email.button.quote' },
  invoice: /*i18n*/ { id: 'email.button.invoice' },
  account: /*i18n*/ { id: 'email.button.account' },
} as const;

export type PortalButtonKind = keyof typeof PORTAL_BUTTON_LABELS;

/** The button, labelled in the mail's language. */
export function portalButton(i18n: I18n, kind: PortalButtonKind, url: string): MailButton {
  return { label: i18n._(PORTAL_BUTTON_LABELS[kind]), url };
}

/** The button of a sign-in mail: the one-time link. */
export function signInButton(i18n: I18n, url: string): MailButton {
  return { label: i18n._('email.button.signIn'), url };
}
