// The driver's session cookie: its own name, apart from the staff's and the customer's, so no
// admin or customer route accepts it (and no driver route theirs).
import { DRIVER_SESSION_IDLE_DAYS } from '../../../shared/dispatch/dispatch.js';
import { sessionCookie, type SessionCookie } from '../sessions/session-cookie.js';

export type DriverCookie = SessionCookie;

export function driverSessionCookie(https: boolean): DriverCookie {
  return sessionCookie('driver_session', DRIVER_SESSION_IDLE_DAYS, https);
}
