// What search engines read besides the pages: robots.txt (which paths to leave alone, and where
// the sitemap is) and sitemap.xml (the public pages). Both name absolute URLs from the configured
// public base URL, so the server writes them rather than the build.
import type { FastifyInstance } from 'fastify';
import { ADMIN_AREA_PATHS, PAGE_PATHS, PAYMENT_PAGE_PATHS } from '../../shared/page-routes.js';
import { escapeHtml } from '../infra/escape-html.js';
import { canonicalUrl } from './page-html.js';

/** The pages search engines may list: they get a canonical URL and Open Graph tags, and are in the sitemap. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [PAGE_PATHS.home, PAGE_PATHS.serviceRequest, PAGE_PATHS.track, PAGE_PATHS.joinUs];

/**
 * The pages search engines must leave alone: the staff's (the back office, its areas, and the
 * sign-in, invitation and password-reset pages e-mailed links open), the payment pages, and the
 * customer's own pages (what they show is one person's, and only after signing in).
 */
export const NOINDEX_PAGE_PATHS: readonly string[] = [
  PAGE_PATHS.adminLogin,
  PAGE_PATHS.admin,
  ...Object.values(ADMIN_AREA_PATHS),
  PAGE_PATHS.adminTwoFactor,
  PAGE_PATHS.adminInvite,
  PAGE_PATHS.adminForgotPassword,
  PAGE_PATHS.adminResetPassword,
  ...PAYMENT_PAGE_PATHS,
  PAGE_PATHS.account,
  PAGE_PATHS.accountSignIn,
  PAGE_PATHS.accountRequest,
  PAGE_PATHS.driver,
  PAGE_PATHS.driverSignIn,
  PAGE_PATHS.driverLoad,
];

/** Not pages at all: the JSON API and the PayPal return addresses. */
const NOT_PAGES = ['/api/', '/paypal/'];

/** Both files change only with a deploy; a day-old copy would be harmless, an hour is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

export function robotsTxt(publicBaseUrl: string): string {
  const disallowed = [...NOINDEX_PAGE_PATHS, ...NOT_PAGES];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${canonicalUrl(publicBaseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function sitemapXml(publicBaseUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeHtml(canonicalUrl(publicBaseUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSeoRoutes(app: FastifyInstance, publicBaseUrl: string): void {
  const robots = robotsTxt(publicBaseUrl);
  const sitemap = sitemapXml(publicBaseUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(sitemap),
  );
}
