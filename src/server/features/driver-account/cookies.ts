// The driver's session cookie: its own name, apart from the staff's and the customer's, so no
// admin or customer route accepts it (and no driver route theirs). HttpOnly, SameSite=Lax (the
// sign-in link from an e-mail is a top-level navigation), Secure with __Host- over HTTPS.
import type { CookieSerializeOptions } from '@fastify/cookie';
import { DRIVER_SESSION_IDLE_DAYS } from '../../../shared/dispatch.js';

export interface DriverCookie {
  name: string;
  options: CookieSerializeOptions;
}

export function driverSessionCookie(https: boolean): DriverCookie {
  return {
    name: https ? '__Host-driver_session' : 'driver_session',
    options: { httpOnly: true, secure: https, sameSite: 'lax', path: '/', maxAge: DRIVER_SESSION_IDLE_DAYS * 86_400 },
  };
}
