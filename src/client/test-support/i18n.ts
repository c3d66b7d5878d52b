/// <reference types="vite/client" />
// Component tests run in one language at a time, with every catalog loaded: English unless a test
// switches (`await inLanguage('es')`); tests/support/component-setup.ts returns to English after each.
import { i18n, type Messages } from '@lingui/core';
import { INTL_LOCALES, LOCALES, type Locale } from '../../shared/i18n.js';

const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.ts', { eager: true });

for (const locale of LOCALES) {
  for (const [path, { messages }] of Object.entries(CATALOGS)) if (path.includes(`/locales/${locale}/`)) i18n.load(locale, messages);
}

/** Shows what renders next in the language (every catalog is loaded already). */
export function inLanguage(locale: Locale): void {
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  document.documentElement.lang = locale;
}
