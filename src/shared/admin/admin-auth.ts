// Admin sign-in: the form's schema and the password rules, used by the login page, the server
// and the admin:create command.
import { z } from 'zod';
import { REQUIRED_ERROR } from '../form-schema-fields.js';
import { withCode } from '../message-issues.js';
import { safeString } from '../safe-text.js';
import { SHARED_MESSAGES } from '../shared-messages.js';
import { STAFF_ROLES } from '../staff-roles.js';

// NIST SP 800-63B: length matters, composition rules do not. argon2 takes any length, but an
// upper bound keeps a megabyte "password" from costing us a megabyte of hashing.
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

export const adminLoginSchema = z.object({
  email: safeString()
    .trim()
    .min(1, REQUIRED_ERROR)
    .max(254)
    .pipe(z.email(withCode(SHARED_MESSAGES.invalidEmail))),
  password: safeString().min(1, REQUIRED_ERROR).max(ADMIN_PASSWORD_MAX_LENGTH),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const adminSessionSchema = z.object({
  email: z.string(),
  username: z.string(),
  /** What the member may use: the dashboard shows only the tabs and buttons their role allows. */
  role: z.enum(STAFF_ROLES),
  /** An authenticator app is enrolled: sign-in asks for its code. */
  twoFactorEnabled: z.boolean(),
  /** ADMIN_REQUIRE_MFA: every admin must enrol one. */
  twoFactorRequired: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** How far a sign-in got (stored with the session). */
export const ADMIN_SESSION_STAGES = ['complete', 'code-required', 'enrolment-required'] as const;
export type AdminSessionStage = (typeof ADMIN_SESSION_STAGES)[number];

/** What the sign-in page does after a right password: open the dashboard, ask for the code, or enrol. */
export const adminSignInResultSchema = adminSessionSchema.extend({
  next: z.enum(['dashboard', 'code', 'enrol']),
});
export type AdminSignInResult = z.infer<typeof adminSignInResultSchema>;

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app (6 digits) or a recovery code; spaces and dashes are ignored. */
export const secondFactorSchema = z.object({
  code: safeString()
    .trim()
    .min(1, { error: 'Enter the code from your authenticator app' })
    .max(40, { error: 'That is not a code from your authenticator app or a recovery code' }),
});
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/**
 * The admin's password, asked again before a change to how they sign in (turning two-factor
 * sign-in on or off), so a stolen session cookie alone cannot make it.
 */
export const currentPasswordSchema = z.object({
  password: safeString().min(1, { error: 'Enter your current password' }).max(ADMIN_PASSWORD_MAX_LENGTH),
});
export type CurrentPassword = z.infer<typeof currentPasswordSchema>;

/** Turning two-factor sign-in off: the password and a current code (or a recovery code). */
export const twoFactorDisableSchema = secondFactorSchema.extend(currentPasswordSchema.shape);
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** For typing into the app by hand when the QR code cannot be scanned. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const WRONG_CODE_MESSAGE = 'That code is not right. Check the time on your phone and try the newest code.';
export const WRONG_PASSWORD_MESSAGE = 'That is not your current password.';
export const SIGN_IN_AGAIN_MESSAGE = 'Your sign-in has expired. Please enter your e-mail and password again.';

/** The one message for a wrong e-mail or a wrong password: it never says which. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** For a disabled member who typed the right password (only then: a stranger learns nothing from it). */
export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Ask your company's owner to turn it back on.";
