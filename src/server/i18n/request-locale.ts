// The language of a request, by the rules every page and form share (src/shared/i18n.ts): a valid
// `?lang=`, then the remembered choice (the `lang` cookie), then Accept-Language. A request, an
// application and a driver's profile keep the language they were sent in; their e-mails use it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieAttributes } from '../../shared/cookie-attributes.js';
import { chooseLocale, LOCALE_COOKIE, LOCALE_COOKIE_USE, LOCALE_QUERY_PARAMETER, localeFromTag, type Locale } from '../../shared/i18n.js';

export function requestLocale(request: FastifyRequest): Locale {
  return chooseLocale({
    query: queryLocale(request),
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * A page opened with `?lang=es` remembers it, as the header's switch does, by the site's one
 * cookie rule: Secure on an HTTPS site (`https`, from PUBLIC_BASE_URL: behind a proxy the request
 * itself may have come in over plain HTTP), and readable by the page's script.
 */
export function rememberQueryLocale(request: FastifyRequest, reply: FastifyReply, https: boolean): void {
  const locale = localeFromTag(queryLocale(request));
  if (!locale || request.cookies?.[LOCALE_COOKIE] === locale) return;
  void reply.setCookie(LOCALE_COOKIE, locale, cookieAttributes(https, LOCALE_COOKIE_USE));
}

function queryLocale(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[LOCALE_QUERY_PARAMETER];
  return typeof value === 'string' ? value : undefined;
}
