// Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits,
// 30-second steps. The otpauth library does the arithmetic; this file fixes the parameters.
import { Secret, TOTP } from 'otpauth';
import { TOTP_CODE_LENGTH } from '../../../../shared/admin/admin-auth.js';

const PERIOD_SECONDS = 30;
// One step either side: a phone clock a little off, or a code typed just as it changed.
const ACCEPTED_WINDOW = 1;

function totpFor(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_CODE_LENGTH,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function authenticatorUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/**
 * The 30-second step a code belongs to, when it is right for now (give or take one step);
 * undefined when it is not. The step lets the caller refuse the same code a second time.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | undefined {
  const digits = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(digits)) return undefined;
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: digits, timestamp, window: ACCEPTED_WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** The code an authenticator shows at `now` (tests and the CLI use it). */
export function currentCode(secret: string, now = new Date()): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}
