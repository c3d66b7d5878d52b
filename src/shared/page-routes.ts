// The page paths the site serves. The client's router and the server's 404 status both read this
// list, so a path is either a page everywhere or a 'Page Not Found' everywhere.

export const PAGE_PATHS = {
  home: '/',
  serviceRequest: '/service-request',
  track: '/track',
  adminLogin: '/admin-login',
  admin: '/admin',
} as const;

export const KNOWN_PAGE_PATHS: readonly string[] = Object.values(PAGE_PATHS);

export function isKnownPagePath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PAGE_PATHS.includes(normalized);
}
