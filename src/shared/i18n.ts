// The site's languages (docs/decisions/044-spanish.md): which exist, how a visitor's is chosen, and
// how each is named. The page's language is chosen on the server (page HTML, e-mails) and in the
// browser (the header's switch) by the same rules.
import type { CookieUse } from './cookie-attributes.js';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the header's switch (and a `?lang=` link) sets; it outranks Accept-Language. */
export const LOCALE_COOKIE = 'lang';
/** `?lang=es` on any page: that language, remembered. */
export const LOCALE_QUERY_PARAMETER = 'lang';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** How the language cookie departs from the site's cookie rule: the page's script reads it, and it is kept a year. */
export const LOCALE_COOKIE_USE: CookieUse = { readByScript: true, maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS };

/** Each language by its own name, as the switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };
/** Each language in English, for the back office (which stays English). */
export const LOCALE_ENGLISH_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };
/** The BCP 47 tag Intl formats with: US English, and Spanish as written in the United States. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** What a missing value reads as (the spec's 'N/A'; "no disponible" in Spanish). */
export const NOT_AVAILABLE: Readonly<Record<Locale, string>> = { en: 'N/A', es: 'N/D' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'es', 'ES', 'es-MX' -> 'es'; anything else -> undefined. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(language) ? language : undefined;
}

/**
 * The best of our languages for an Accept-Language header ('es-MX,es;q=0.9,en;q=0.8'): the one with
 * the highest weight (the first on a tie); English when none of ours is named or the header is bad.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of (header ?? '').slice(0, 1000).split(',')) {
    const [tag, ...parameters] = part.split(';');
    const locale = localeFromTag(tag);
    if (!locale) continue;
    // A weight that is not a number between 0 and 1 makes the whole entry unreadable: skipped.
    const q = parameters.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(q) ? Number(q) : NaN;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * A visitor's language: a valid `?lang=` first, then the remembered choice (the cookie), then the
 * browser's Accept-Language.
 */
export function chooseLocale(sources: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return localeFromTag(sources.query) ?? localeFromTag(sources.cookie) ?? localeFromAcceptLanguage(sources.acceptLanguage);
}

/**
 * The message catalogs (lingui.config.ts names the files each holds). A page downloads `common`
 * and its own, in its language only.
 */
export const CATALOGS = [
  'common',
  'home',
  'estimate',
  'request',
  'shared',
  'track',
  'join',
  'payments',
  'account',
  'signin',
  'driver',
  'chat',
  'emails',
] as const;
export type CatalogName = (typeof CATALOGS)[number];
