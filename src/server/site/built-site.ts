// Serves the production build in dist/client: hashed assets cached for a year, the page itself
// rendered once at start and never cached by the browser.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { CompanyProfile } from '../../shared/company-profile.js';
import { LOCALES, type Locale } from '../../shared/i18n.js';
import { normalizePagePath } from '../../shared/page-routes.js';
import { renderPageHtml, type PageOptions } from './page-html.js';
import {
  catalogModulesFor,
  chunkFilesFor,
  modulePreloadTags,
  modulesForPage,
  NOT_FOUND_MODULE,
  PAGE_MODULES,
  type ViteManifest,
} from './page-chunks.js';
import type { SiteAssets } from './site-assets.js';

export async function loadBuiltSite(distDir: string, profile: CompanyProfile, options: PageOptions = {}): Promise<SiteAssets> {
  const templatePath = join(distDir, 'index.html');
  if (!existsSync(templatePath)) {
    throw new Error(`The client is not built (${templatePath} is missing): run \`npm run build\``);
  }
  const template = await readFile(templatePath, 'utf8');
  const manifest = await readManifest(join(distDir, '.vite', 'manifest.json'));
  // Every page's HTML is made once, at start, in each language: the template, the profile, and
  // the links to its own code and its catalogs in that language.
  const pageHtml = (path: string | undefined, locale: Locale) => {
    const modules = [...(path ? modulesForPage(path) : [NOT_FOUND_MODULE]), ...catalogModulesFor(path, locale)];
    return renderPageHtml(template, profile, { ...options, locale, extraHead: modulePreloadTags(chunkFilesFor(manifest, ...modules)) });
  };
  const htmlByPage = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const path of Object.keys(PAGE_MODULES)) htmlByPage.set(`${locale} ${path}`, pageHtml(path, locale));
    htmlByPage.set(`${locale} 404`, pageHtml(undefined, locale));
  }
  const hashedAssetsDir = join(distDir, 'assets') + sep;

  return {
    mode: 'built',
    async register(app) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        // One route per built file, made at start: unknown paths fall through to the 404 handler.
        wildcard: false,
        // Source maps stay on disk (error reports, the bundle-budget test) but are not public:
        // they hand out our whole client source. The build writes no comment pointing at them.
        // robots.txt and sitemap.xml are the server's own (seo-routes.ts), even if a build has a copy.
        globIgnore: ['**/*.map', 'robots.txt', 'sitemap.xml'],
        // The raw template still has its marker; pages are served from renderPage instead.
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.endsWith('.map'),
        // The build writes .br and .gz copies (scripts/precompress-plugin.ts); send the best one
        // the browser accepts.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          // Vite names these files by content hash, so a changed file is a new URL.
          const hashed = filePath.startsWith(hashedAssetsDir);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    },
    renderPage: async (url, locale) => {
      // Only known pages are in the map: anything else gets the 'Page Not Found' page.
      return htmlByPage.get(`${locale} ${normalizePagePath(pathOf(url))}`) ?? htmlByPage.get(`${locale} 404`)!;
    },
  };
}

/**
 * A request URL's path as sent: '/track?ref=x' is '/track'. Not `new URL(url, base)`: that reads
 * '//[' or '//0:99999/' as a host (and throws), and '//track' as the home page of a host 'track'.
 */
export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] || '/';
}

/** Vite's manifest; without one (a hand-made test build) pages simply name no chunks to preload. */
async function readManifest(path: string): Promise<ViteManifest> {
  if (!existsSync(path)) return {};
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest;
}
