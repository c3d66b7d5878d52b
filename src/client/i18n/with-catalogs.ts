// A lazily loaded page or panel that arrives with its messages: its code and its catalogs (in the
// active language) load together, so it never shows a message ID while a catalog is on its way.
import type { CatalogName } from '@shared/i18n';
import { loadCatalogs } from './catalogs';
import { activeLocale } from './locale';

export function withCatalogs<T>(catalogs: readonly CatalogName[] | undefined, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loadedModule] = await Promise.all([load(), loadCatalogs(activeLocale(), catalogs ?? [])]);
    return loadedModule;
  };
}
