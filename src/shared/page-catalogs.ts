// Which message catalogs each public page shows (its first view; a form or panel opened later
// loads its own), and which pages are staff tools that stay English. The server preloads a page's
// catalogs in its language; the client loads the same list before the page appears.
import type { CatalogName } from './i18n.js';
import { PAGE_PATHS, PAYMENT_PAGE_PATHS } from './page-routes.js';

const payments: readonly CatalogName[] = ['payments', 'shared'];

export const PAGE_CATALOGS: Readonly<Record<string, readonly CatalogName[]>> = {
  [PAGE_PATHS.home]: ['home', 'estimate'],
  [PAGE_PATHS.serviceRequest]: ['home', 'estimate'],
  [PAGE_PATHS.track]: ['track', 'shared'],
  [PAGE_PATHS.joinUs]: ['join', 'shared'],
  ...Object.fromEntries(PAYMENT_PAGE_PATHS.map((path) => [path, payments])),
  [PAGE_PATHS.account]: ['account', 'signin', 'shared'],
  [PAGE_PATHS.accountSignIn]: ['account', 'signin', 'shared'],
  // The request's timeline is /track's.
  [PAGE_PATHS.accountRequest]: ['account', 'signin', 'track', 'shared'],
  [PAGE_PATHS.driver]: ['driver', 'signin', 'shared'],
  [PAGE_PATHS.driverSignIn]: ['driver', 'signin', 'shared'],
  [PAGE_PATHS.driverLoad]: ['driver', 'signin', 'shared'],
};

/** The request form (and its confirmation), loaded when a role is chosen. */
export const REQUEST_FORM_CATALOGS: readonly CatalogName[] = ['request', 'shared'];
/** The chat assistant's panel, loaded when it opens. */
export const CHAT_PANEL_CATALOGS: readonly CatalogName[] = ['chat'];

/** The back office and its sign-in pages: staff tools, always in English. */
export function isStaffPage(path: string): boolean {
  return (
    path === PAGE_PATHS.adminLogin || path === PAGE_PATHS.admin || path.startsWith(`${PAGE_PATHS.admin}/`) || path.startsWith('/admin-')
  );
}
