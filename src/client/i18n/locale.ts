// The page's language in the browser: read from <html lang> (the server chose it from ?lang=, the
// remembered choice or Accept-Language), changed by the header's switch, which remembers it in the
// same cookie the server reads.
import { i18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  localeFromTag,
  LOCALE_COOKIE,
  LOCALE_COOKIE_USE,
  LOCALE_QUERY_PARAMETER,
  type Locale,
} from '@shared/i18n';
import { browserCookie, cookieAttributes } from '@shared/cookie-attributes';
import { catalogsInUse, loadCatalogs } from './catalogs';

/** The language the server rendered the page in. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

let preferred: Locale | undefined;
const firstPageLocale = pageLocale();

/**
 * The visitor's language for public pages: the one chosen with the switch, or remembered, or the
 * first page's (a staff page is always rendered in English, so it says nothing of the visitor).
 */
export function preferredLocale(): Locale {
  return preferred ?? localeFromTag(rememberedLocale()) ?? firstPageLocale;
}

function rememberedLocale(): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Loads the catalogs the page has in use, then shows the page in the language. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogs(locale, catalogsInUse());
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  document.documentElement.lang = locale;
}

/** The header's switch: remembered for a year, and a `?lang=` in the address no longer outranks it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  preferred = locale;
  await activateLocale(locale);
  // The site's one cookie rule, as the server sets it for a `?lang=` link: this page's address is the site's public one.
  document.cookie = browserCookie(LOCALE_COOKIE, locale, cookieAttributes(window.location.protocol === 'https:', LOCALE_COOKIE_USE));
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_QUERY_PARAMETER)) {
    url.searchParams.delete(LOCALE_QUERY_PARAMETER);
    window.history.replaceState(window.history.state, '', url);
  }
}

/** The active language (for Intl formatting outside React). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
