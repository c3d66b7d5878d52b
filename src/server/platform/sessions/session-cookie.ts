// A session's cookie, for the kinds of signed-in person whose session lasts across browser
// restarts (customers and drivers; the staff's ends with the browser, features/admin/auth/cookies.ts).
import type { CookieSerializeOptions } from '@fastify/cookie';
import { cookieAttributes, cookieName } from '../../../shared/cookie-attributes.js';

/** A session's cookie: its name (one per kind of session, so no route takes another's) and options. */
export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

/**
 * A session cookie for a kind of signed-in person, by the site's one cookie rule
 * (src/shared/cookie-attributes.ts): HttpOnly, SameSite=Lax (a sign-in link from an e-mail is a
 * top-level navigation), and Secure with the __Host- prefix whenever the site is served over
 * HTTPS; kept across browser restarts for as long as the session may be idle (the server ends it sooner).
 */
export function sessionCookie(name: string, idleDays: number, https: boolean): SessionCookie {
  const options = cookieAttributes(https, { maxAgeSeconds: idleDays * 86_400 });
  return { name: cookieName(name, https, options), options };
}
