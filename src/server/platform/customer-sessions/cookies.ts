// The customer's session cookie: its own name, never the staff's or a driver's, so no admin or
// driver route can accept it (and no customer route theirs).
import { CUSTOMER_SESSION_IDLE_DAYS } from '../../../shared/customer-portal/customer-account.js';
import { sessionCookie, type SessionCookie } from '../sessions/session-cookie.js';

export type CustomerCookie = SessionCookie;

export function customerSessionCookie(https: boolean): CustomerCookie {
  return sessionCookie('customer_session', CUSTOMER_SESSION_IDLE_DAYS, https);
}
