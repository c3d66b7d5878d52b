// What admin sign-in, the session guard and the two-factor routes need, built once in
// src/server/staff-api.ts from the admin deps.
import type { Database } from '../../../db/client.js';
import type { AdminCookies } from './cookies.js';
import type { SessionPolicy } from '../../../platform/staff-sessions/staff-session.js';

export interface AdminAuthDeps {
  db: Database;
  policy: SessionPolicy;
  cookies: AdminCookies;
  /** The name authenticator apps show next to the admin's codes: the company's. */
  issuer: string;
}
