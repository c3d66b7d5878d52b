// The admin cookies, by the site's one cookie rule (src/shared/cookie-attributes.ts): HttpOnly (no
// script can read them), SameSite, and Secure with the __Host- / __Secure- prefixes whenever the
// site is served over HTTPS, so no sub-domain or plain-HTTP page can set or overwrite them.
import type { CookieSerializeOptions } from '@fastify/cookie';
import { cookieAttributes, cookieName } from '../../../../shared/cookie-attributes.js';
import { LOGIN_RULES } from './login-attempts.js';

export interface AdminCookie {
  name: string;
  options: CookieSerializeOptions;
}

export interface AdminCookies {
  session: AdminCookie;
  device: AdminCookie;
}

export function adminCookies(https: boolean): AdminCookies {
  // No Max-Age: the session cookie ends with the browser; the server ends the session sooner.
  const session = cookieAttributes(https);
  // Marks a browser its admin signed in from (see LOGIN_RULES); only the login route sees it.
  const device = cookieAttributes(https, {
    sameSite: 'strict',
    path: '/api/admin/login',
    maxAgeSeconds: LOGIN_RULES.trustedDeviceDays * 86_400,
  });
  return {
    session: { name: cookieName('admin_session', https, session), options: session },
    device: { name: cookieName('admin_device', https, device), options: device },
  };
}
