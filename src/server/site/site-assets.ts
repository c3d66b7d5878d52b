// How the server gets the browser app: the built files in production, Vite's dev server in
// development. Either way every page is the same HTML with the company profile embedded.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../shared/i18n.js';

export interface SiteAssets {
  mode: 'built' | 'dev';
  /** Registers whatever serves the client's files (static folder or Vite's middleware). */
  register(app: FastifyInstance): Promise<void>;
  /** The page's HTML for a URL in a language (its `<html lang>` and its catalogs), ready to send. */
  renderPage(url: string, locale: Locale): Promise<string>;
}
