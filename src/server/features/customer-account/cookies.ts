// The customer's session cookie: its own name, never the staff's, so no admin route can accept
// it (and no customer route an admin's). HttpOnly, SameSite=Lax (a sign-in link from an e-mail is
// a top-level navigation), and Secure with the __Host- prefix whenever the site is served over HTTPS.
import type { CookieSerializeOptions } from '@fastify/cookie';
import { CUSTOMER_SESSION_IDLE_DAYS } from '../../../shared/customer-account.js';

export interface CustomerCookie {
  name: string;
  options: CookieSerializeOptions;
}

export function customerSessionCookie(https: boolean): CustomerCookie {
  return {
    name: https ? '__Host-customer_session' : 'customer_session',
    // Kept across browser restarts for as long as the session may be idle; the server ends it sooner.
    options: { httpOnly: true, secure: https, sameSite: 'lax', path: '/', maxAge: CUSTOMER_SESSION_IDLE_DAYS * 86_400 },
  };
}
