// The one rule for the attributes of every cookie the site sets (issue 34), on the server (sessions,
// the remembered language of a `?lang=` link) and in the browser (the header's language switch):
//   - Secure whenever the site is served over HTTPS, decided once from PUBLIC_BASE_URL on the
//     server (a proxy in front may speak plain HTTP to us) and from the page's own address in
//     the browser, which is that same public address;
//   - SameSite=Lax, or Strict for a cookie only our own pages' requests need;
//   - HttpOnly unless the page's script must read it (only the language);
//   - Path=/ unless the cookie is for one route.
// Zod-free and DOM-free so both sides import it (docs/decisions/056-sessions-end-streams-cookies-and-api-docs.md).

/** The attributes of a cookie, in the shape @fastify/cookie's setCookie and clearCookie take. */
export interface CookieAttributes {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  maxAge?: number;
}

/** What sets one cookie apart from the rule; everything unsaid follows it. */
export interface CookieUse {
  /** The page's script reads it (document.cookie): not HttpOnly. Never for a secret. */
  readByScript?: boolean;
  /** 'strict' for a cookie a link from another site never needs. */
  sameSite?: 'lax' | 'strict';
  /** A narrower path, for a cookie only one route reads. */
  path?: string;
  /** Kept across browser restarts this long; unset, it ends with the browser. */
  maxAgeSeconds?: number;
}

/** Whether the site is served over HTTPS: from its public address, the same on every instance. */
export function servedOverHttps(publicBaseUrl: string): boolean {
  return publicBaseUrl.startsWith('https://');
}

export function cookieAttributes(https: boolean, use: CookieUse = {}): CookieAttributes {
  return {
    httpOnly: use.readByScript !== true,
    secure: https,
    sameSite: use.sameSite ?? 'lax',
    path: use.path ?? '/',
    ...(use.maxAgeSeconds !== undefined ? { maxAge: use.maxAgeSeconds } : {}),
  };
}

/**
 * The name a cookie has on an HTTPS site: `__Host-` (Secure, Path=/, no Domain: no sub-domain or
 * plain-HTTP page can set or overwrite it) or `__Secure-` for one with a narrower path.
 */
export function cookieName(name: string, https: boolean, attributes: CookieAttributes): string {
  if (!https) return name;
  return attributes.path === '/' ? `__Host-${name}` : `__Secure-${name}`;
}

/** A cookie as a script writes it to `document.cookie`, for the one cookie the browser sets itself. */
export function browserCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (attributes.httpOnly) throw new Error(`${name} is HttpOnly: only the server can set it`);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${attributes.path}`,
    ...(attributes.maxAge !== undefined ? [`Max-Age=${attributes.maxAge}`] : []),
    `SameSite=${attributes.sameSite === 'strict' ? 'Strict' : 'Lax'}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
