// Serves the production build in dist/client: hashed assets cached for a year, the page itself
// rendered once at start and never cached by the browser.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { CompanyProfile } from '../../shared/company-profile.js';
import { renderPageHtml, type PageOptions } from './page-html.js';
import type { SiteAssets } from './site-assets.js';

export async function loadBuiltSite(distDir: string, profile: CompanyProfile, options: PageOptions = {}): Promise<SiteAssets> {
  const templatePath = join(distDir, 'index.html');
  if (!existsSync(templatePath)) {
    throw new Error(`The client is not built (${templatePath} is missing): run \`npm run build\``);
  }
  const html = renderPageHtml(await readFile(templatePath, 'utf8'), profile, options);
  const hashedAssetsDir = join(distDir, 'assets') + sep;

  return {
    mode: 'built',
    async register(app) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        // One route per built file, made at start: unknown paths fall through to the 404 handler.
        wildcard: false,
        // The raw template still has its marker; pages are served from renderPage instead.
        allowedPath: (pathName) => pathName !== '/index.html',
        cacheControl: false,
        setHeaders(res, filePath) {
          // Vite names these files by content hash, so a changed file is a new URL.
          const hashed = filePath.startsWith(hashedAssetsDir);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    },
    renderPage: async () => html,
  };
}
