// A staff member's own account (issue 20): their sessions, changing their password, and the
// password-reset link for one forgotten. Read by the Account area, the reset pages and the server.
import { z } from 'zod';
import { adminLoginSchema, currentPasswordSchema } from './admin-auth.js';
import { linkTokenField, newPasswordField, PASSWORDS_DIFFER_MESSAGE } from '../team/team.js';

/** How long a password-reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

export const ownSessionSchema = z.object({
  /** Names the session for ending it; never its token or the token's hash. */
  id: z.uuid(),
  /** The browser as its user-agent names it (shortened on the server), or null. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionsSchema = z.object({ sessions: z.array(ownSessionSchema) });

export const passwordChangeSchema = currentPasswordSchema.extend({ newPassword: newPasswordField });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The My account form: the change the server takes, with the new password typed twice (only the change is sent). */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmNewPassword, { path: ['confirmNewPassword'], error: PASSWORDS_DIFFER_MESSAGE });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

export const passwordResetRequestSchema = z.object({ email: adminLoginSchema.shape.email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({ token: linkTokenField, password: newPasswordField });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not the address belongs to a member. */
  resetRequested: `If that address belongs to a team member, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
  resetInvalid: 'This password-reset link is not valid. It may have expired or been used. Ask for a new one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  passwordReset: 'Your password has been changed. Sign in with it now.',
  sessionNotFound: 'No such session of yours.',
  /** Shown under resetRequested when the address (or member) asked too often: the links already sent still work. */
  resetWait:
    'You have asked for several links in a short time. Use the newest one already sent (check your spam folder too), or wait 15 minutes before asking again.',
  sessionEnded: 'That browser has been signed out.',
} as const;

/** What My account says before the member signs out the browser they are using. */
export const END_CURRENT_SESSION_TEXTS = {
  title: 'Sign out of this browser?',
  consequence: 'This ends the session you are using now. You will go to the sign-in page and need your password to come back.',
  button: 'Sign out of this browser',
  busy: 'Signing out...',
} as const;

/** The answer of an account change that has nothing to show but what happened (one of ACCOUNT_MESSAGES). */
export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;
