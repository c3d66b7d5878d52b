// The page routes and the 404 handler. Known pages get 200; any other GET gets the same page with
// a 404 status (the client shows 'Page Not Found'); unknown /api paths and other methods get JSON.
// Public pages carry their canonical URL, Open Graph and schema.org tags; admin and payment pages
// ask search engines not to list them. robots.txt and sitemap.xml are served here too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_CODES } from '../../shared/api-error-codes.js';
import { servedOverHttps } from '../../shared/cookie-attributes.js';
import { LOCALES, type Locale } from '../../shared/i18n.js';
import { isStaffPage } from '../../shared/page-catalogs.js';
import { KNOWN_PAGE_PATHS, normalizePagePath } from '../../shared/page-routes.js';
import { TRACKING_LINK_PAGE_PREFIX, TRACKING_LINK_TOKEN_PATTERN } from '../../shared/tracking-links/tracking-links.js';
import { rememberQueryLocale, requestLocale } from '../i18n/request-locale.js';
import type { Config } from '../config.js';
import { errorBody } from '../plugins/error-handler.js';
import { addToHead, NOINDEX_TAG, publicPageSeoTags } from './page-html.js';
import { NOINDEX_PAGE_PATHS, PUBLIC_PAGE_PATHS, registerSeoRoutes } from './seo-routes.js';
import type { SiteAssets } from './site-assets.js';

/** Headers a page needs beyond the defaults (e.g. the payment pages' policy), by path. */
export type PageHeaders = (path: string) => Record<string, string> | undefined;

/** What the search-engine tags and files are made from. */
export type SeoSettings = Pick<Config, 'publicBaseUrl' | 'company'>;

export async function registerPages(
  app: FastifyInstance,
  site: SiteAssets | undefined,
  seo: SeoSettings,
  pageHeaders: PageHeaders = () => undefined,
) {
  registerSeoRoutes(app, seo.publicBaseUrl);
  const https = servedOverHttps(seo.publicBaseUrl);
  if (site) {
    await site.register(app);
    // Each page's own head tags in each language, made once.
    const headTags = new Map<string, string>();
    for (const locale of LOCALES) {
      for (const path of PUBLIC_PAGE_PATHS) {
        headTags.set(`${locale} ${path}`, publicPageSeoTags(seo.company, seo.publicBaseUrl, path, locale));
      }
      for (const path of NOINDEX_PAGE_PATHS) headTags.set(`${locale} ${path}`, NOINDEX_TAG);
    }
    for (const path of KNOWN_PAGE_PATHS) {
      app.get(path, { schema: { hide: true } }, (request, reply) => {
        const locale = pageLocale(request, path);
        return sendPage(site, https, request, reply, 200, locale, pageHeaders(path), headTags.get(`${locale} ${path}`));
      });
    }
    // A tracking link's page (issue 40): its address is its key, so it is never cached, never sent
    // on as a Referer, never indexed. A token that cannot be one is the site's 404; whether a
    // well-formed one works, the page asks the API (an expired link is a page of its own, not a 404).
    app.get<{ Params: { token: string } }>(`${TRACKING_LINK_PAGE_PREFIX}:token`, { schema: { hide: true } }, (request, reply) => {
      const status = TRACKING_LINK_TOKEN_PATTERN.test(request.params.token) ? 200 : 404;
      return sendPage(site, https, request, reply, status, requestLocale(request), TRACKING_LINK_PAGE_HEADERS, NOINDEX_TAG);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = site && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (wantsPage) return sendPage(site, https, request, reply, 404, pageLocale(request, path));
    return reply.status(404).send(
      errorBody(404, {
        code: API_ERROR_CODES.noSuchRoute,
        message: `There is no ${request.method} ${path}.`,
        values: { method: request.method, path },
      }),
    );
  });
}

async function sendPage(
  site: SiteAssets,
  https: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  locale: Locale,
  headers: Record<string, string> = {},
  headTags?: string,
) {
  const page = await site.renderPage(request.url, locale);
  const html = headTags ? addToHead(page, headTags) : page;
  rememberQueryLocale(request, reply, https);
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The same address is English or Spanish by the cookie and the browser's languages.
      .header('vary', 'Cookie, Accept-Language')
      .headers(headers)
      .send(html)
  );
}

const TRACKING_LINK_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

/** Staff pages are always English; every other page is in the visitor's language. */
function pageLocale(request: FastifyRequest, path: string): Locale {
  return isStaffPage(normalizePagePath(path)) ? 'en' : requestLocale(request);
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
