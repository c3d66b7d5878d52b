// Fills the page template's <!--app-head--> marker with the title, the company profile and, when
// configured, the analytics measurement ID; and makes the tags search engines read (canonical URL,
// Open Graph, schema.org data) or the one that keeps a page out of their index.
import { COMPANY_PROFILE_ELEMENT_ID, DEFAULT_SERVICE_AREA, type CompanyProfile } from '../../shared/company-profile.js';
import { DEFAULT_LOCALE, LOCALE_QUERY_PARAMETER, LOCALES, type Locale } from '../../shared/i18n.js';
import { escapeHtml } from '../infra/escape-html.js';
import { measurementSettingsTag } from './measurement-script.js';

const HEAD_MARKER = '<!--app-head-->';
const HEAD_END = '</head>';

export interface PageOptions {
  /** The analytics measurement ID; unset: the page loads no measurement script. */
  measurementId?: string | undefined;
  /** More tags for this page's <head> (its own code's modulepreload links). */
  extraHead?: string;
  /** The page's language (`<html lang>`); English when not given. */
  locale?: Locale;
}

/** The template's <html> tag, with or without a lang: the page's language goes there. */
const HTML_TAG = /<html(?: lang="[^"]*")?/;

/** Every page's title: the client sets a page's own title once it runs. */
export function pageTitle(profile: CompanyProfile): string {
  return profile.name;
}

export function pageDescription(profile: CompanyProfile, locale: Locale = DEFAULT_LOCALE): string {
  return locale === 'es'
    ? `${profile.name}: transporte de carga, corretaje y despacho. Solicite un servicio, pague una factura o postúlese como conductor.`
    : `${profile.name}: freight shipping, brokerage and dispatch services. Request service, pay an invoice or apply to drive.`;
}

export function renderPageHtml(template: string, profile: CompanyProfile, options: PageOptions = {}): string {
  if (!template.includes(HEAD_MARKER)) {
    throw new Error(`The page template has no ${HEAD_MARKER} marker`);
  }
  const locale = options.locale ?? DEFAULT_LOCALE;
  const head = [
    `<title>${escapeHtml(pageTitle(profile))}</title>`,
    `<meta name="description" content="${escapeHtml(pageDescription(profile, locale))}">`,
    `<script type="application/json" id="${COMPANY_PROFILE_ELEMENT_ID}">${scriptJson(profile)}</script>`,
    measurementSettingsTag(options.measurementId),
    options.extraHead ?? '',
  ]
    .filter((tag) => tag !== '')
    .join('\n    ');
  return template.replace(HTML_TAG, `<html lang="${locale}"`).replace(HEAD_MARKER, head);
}

/** The page's absolute URL: the public base URL and the path, never a query. */
export function canonicalUrl(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A public page's tags for search engines and link previews: its canonical URL, Open Graph and
 * the company as a schema.org MovingCompany (JSON-LD is data: the browser never runs it, so the
 * Content-Security-Policy does not apply to it).
 */
export function publicPageSeoTags(profile: CompanyProfile, publicBaseUrl: string, path: string, locale: Locale = DEFAULT_LOCALE): string {
  const url = localizedUrl(publicBaseUrl, path, locale);
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    // The page in each language, and the address that picks one by the browser's.
    ...LOCALES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(localizedUrl(publicBaseUrl, path, other, true))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalUrl(publicBaseUrl, path))}">`,
    meta('og:type', 'website'),
    meta('og:locale', locale === 'es' ? 'es_US' : 'en_US'),
    meta('og:site_name', profile.name),
    meta('og:title', pageTitle(profile)),
    meta('og:description', pageDescription(profile, locale)),
    meta('og:url', url),
    `<script type="application/ld+json">${scriptJson(companyStructuredData(profile, publicBaseUrl))}</script>`,
  ].join('\n    ');
}

/**
 * The page's address in a language: English at its plain address, Spanish with `?lang=es` (which
 * opens it in Spanish whatever the browser asks for). `explicit` names English too (`?lang=en`),
 * for the alternates a visitor may follow from a Spanish page.
 */
export function localizedUrl(publicBaseUrl: string, path: string, locale: Locale, explicit = false): string {
  const url = canonicalUrl(publicBaseUrl, path);
  return locale === DEFAULT_LOCALE && !explicit ? url : `${url}?${LOCALE_QUERY_PARAMETER}=${locale}`;
}

/** For pages no search engine should list (admin, payments). */
export const NOINDEX_TAG = '<meta name="robots" content="noindex, nofollow">';

/**
 * The company as schema.org sees it: a MovingCompany (a LocalBusiness) with its MC and DOT numbers,
 * where it works (the configured service area; by default the United States) and, when
 * configured, its home base as its address.
 */
export function companyStructuredData(profile: CompanyProfile, publicBaseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MovingCompany',
    name: profile.name,
    url: canonicalUrl(publicBaseUrl, '/'),
    telephone: internationalPhone(profile.supportPhone),
    email: profile.email,
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'MC', name: 'MC number', value: profile.mcNumber },
      { '@type': 'PropertyValue', propertyID: 'USDOT', name: 'USDOT number', value: profile.dotNumber },
    ],
    areaServed: areaServed(profile),
    ...(profile.homeBase ? { address: postalAddress(profile.homeBase) } : {}),
  };
}

function areaServed(profile: CompanyProfile): Record<string, string> | string {
  const area = profile.serviceArea ?? DEFAULT_SERVICE_AREA;
  return area === DEFAULT_SERVICE_AREA ? { '@type': 'Country', name: 'United States' } : area;
}

/** "Detroit, MI" as a PostalAddress; a base written another way stays text, which schema.org allows. */
function postalAddress(homeBase: string): Record<string, string> | string {
  const match = /^(.+?),\s*([A-Z]{2})$/.exec(homeBase);
  if (!match?.[1] || !match[2]) return homeBase;
  return { '@type': 'PostalAddress', addressLocality: match[1], addressRegion: match[2], addressCountry: 'US' };
}

/** Tags added at the end of a rendered page's <head>. */
export function addToHead(html: string, tags: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) throw new Error(`The page has no ${HEAD_END}`);
  return `${html.slice(0, end)}${tags}\n  ${html.slice(end)}`;
}

/** JSON that cannot close the <script> it sits in: every '<' is escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** '(555) 123-4567' as '+1-555-123-4567', the form schema.org suggests; anything else as it is. */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
