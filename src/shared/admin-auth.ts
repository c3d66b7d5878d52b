// Admin sign-in: the form's schema and the password rules, used by the login page, the server
// and the admin:create command.
import { z } from 'zod';

// NIST SP 800-63B: length matters, composition rules do not. argon2 takes any length, but an
// upper bound keeps a megabyte "password" from costing us a megabyte of hashing.
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, { error: 'Required' }).max(254).pipe(z.email({ error: 'Invalid email' })),
  password: z.string().min(1, { error: 'Required' }).max(ADMIN_PASSWORD_MAX_LENGTH),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const adminSessionSchema = z.object({
  email: z.string(),
  username: z.string(),
  role: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The one message for a wrong e-mail or a wrong password: it never says which. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
