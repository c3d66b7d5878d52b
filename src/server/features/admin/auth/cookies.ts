// The admin cookies. HttpOnly (no script can read them), SameSite, and Secure with the __Host- /
// __Secure- prefixes whenever the site is served over HTTPS, so no sub-domain or plain-HTTP page
// can set or overwrite them.
import type { CookieSerializeOptions } from '@fastify/cookie';
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
  return {
    // No Max-Age: the session cookie ends with the browser; the server ends the session sooner.
    session: {
      name: https ? '__Host-admin_session' : 'admin_session',
      options: { httpOnly: true, secure: https, sameSite: 'lax', path: '/' },
    },
    // Marks a browser its admin signed in from (see LOGIN_RULES); only the login route sees it.
    device: {
      name: https ? '__Secure-admin_device' : 'admin_device',
      options: {
        httpOnly: true,
        secure: https,
        sameSite: 'strict',
        path: '/api/admin/login',
        maxAge: LOGIN_RULES.trustedDeviceDays * 86_400,
      },
    },
  };
}
