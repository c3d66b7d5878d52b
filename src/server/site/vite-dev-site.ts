// Development only: Vite serves the client with hot reload from inside our Fastify process, so
// the site and the API share one origin and one port, as in production.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import middie from '@fastify/middie';
import type { ViteDevServer } from 'vite';
import type { CompanyProfile } from '../../shared/company-profile.js';
import { renderPageHtml, type PageOptions } from './page-html.js';
import type { SiteAssets } from './site-assets.js';

export function viteDevSite(vite: ViteDevServer, clientRoot: string, profile: CompanyProfile, options: PageOptions = {}): SiteAssets {
  return {
    mode: 'dev',
    async register(app) {
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    },
    async renderPage(url, locale) {
      const template = await readFile(join(clientRoot, 'index.html'), 'utf8');
      return renderPageHtml(await vite.transformIndexHtml(url, template), profile, { ...options, locale });
    },
  };
}
