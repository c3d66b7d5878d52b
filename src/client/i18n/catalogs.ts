// Loading message catalogs: each (language, catalog) is its own small chunk, fetched once and
// merged into Lingui's messages for that language. The server names a page's chunks in its <head>
// (src/server/site/page-chunks.ts), so they usually arrive with the page's own code.
import { i18n, type Messages } from '@lingui/core';
import type { CatalogName, Locale } from '@shared/i18n';

// One lazy chunk per compiled catalog (src/locales/<locale>/<catalog>.ts, made by `lingui compile`);
// the e-mails' catalogs are the server's alone and never become browser chunks.
const LOADERS = import.meta.glob<{ messages: Messages }>(['../../locales/*/*.ts', '!../../locales/*/emails.ts']);

const loaded = new Set<string>();
/** Every catalog some part of the page asked for: a change of language loads them all again. */
const inUse = new Set<CatalogName>(['common']);

export function catalogChunkKey(locale: Locale, catalog: CatalogName): string {
  return `../../locales/${locale}/${catalog}.ts`;
}

/** Loads the catalogs (those not yet loaded) for the language; they stay in use from then on. */
export async function loadCatalogs(locale: Locale, catalogs: readonly CatalogName[]): Promise<void> {
  for (const catalog of catalogs) inUse.add(catalog);
  await Promise.all(
    catalogs.map(async (catalog) => {
      const key = catalogChunkKey(locale, catalog);
      if (loaded.has(key)) return;
      const load = LOADERS[key];
      if (!load) throw new Error(`There is no compiled catalog ${key}: run \`npm run i18n:compile\``);
      const { messages } = await load();
      i18n.load(locale, messages);
      loaded.add(key);
    }),
  );
}

/** The catalogs loaded so far, to load again in another language. */
export function catalogsInUse(): CatalogName[] {
  return [...inUse];
}
