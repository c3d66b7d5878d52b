// The page routes and the 404 handler. Known pages get 200; any other GET gets the same page with
// a 404 status (the client shows 'Page Not Found'); unknown /api paths and other methods get JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_PAGE_PATHS } from '../../shared/page-routes.js';
import { errorBody } from '../plugins/error-handler.js';
import type { SiteAssets } from './site-assets.js';

/** Headers a page needs beyond the defaults (e.g. the payment pages' policy), by path. */
export type PageHeaders = (path: string) => Record<string, string> | undefined;

export async function registerPages(app: FastifyInstance, site: SiteAssets | undefined, pageHeaders: PageHeaders = () => undefined) {
  if (site) {
    await site.register(app);
    for (const path of KNOWN_PAGE_PATHS) {
      app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(site, request, reply, 200, pageHeaders(path)));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = site && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (wantsPage) return sendPage(site, request, reply, 404);
    return reply.status(404).send(errorBody(404, `There is no ${request.method} ${path}.`));
  });
}

async function sendPage(
  site: SiteAssets,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: Record<string, string> = {},
) {
  const html = await site.renderPage(request.url);
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').headers(headers).send(html);
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
