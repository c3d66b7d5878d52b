// A driver's sign-in link for the text that tells them of a load (issue 40; decision 084). Made
// when the text goes, not when it was queued: a link lives DRIVER_SIGN_IN_VALID_MINUTES and a text
// may wait for 8 AM. The same sign-in the e-mail gives (one use, the address's lock), but not
// paced per address: the office's assignment asked for it, not a stranger typing an address.
import { and, eq } from 'drizzle-orm';
import { DRIVER_SIGN_IN_VALID_MINUTES } from '../../../../../shared/dispatch/dispatch.js';
import { PAGE_PATHS } from '../../../../../shared/page-routes.js';
import type { Transaction } from '../../../../db/client.js';
import { driverProfiles } from '../../../../db/schema.js';
import { tokenLink } from '../../../../infra/email/branded/portal-links.js';
import { dayBefore } from '../../../../platform/email-sign-in/sign-in-limits.js';
import { newSignInSecrets } from '../../../../platform/email-sign-in/sign-in-secrets.js';
import { insertDriverSignIn, lockDriverSignInsOf, sweepExpiredDriverSignIns } from './sign-in-repository.js';

/** A fresh one-time sign-in link for an active driver; undefined when the profile is not active. */
export async function issueDriverSignInLink(
  tx: Transaction,
  publicBaseUrl: string,
  driverProfileId: number,
  now: Date,
): Promise<string | undefined> {
  const [driver] = await tx
    .select({ email: driverProfiles.email })
    .from(driverProfiles)
    .where(and(eq(driverProfiles.id, driverProfileId), eq(driverProfiles.status, 'active')))
    .limit(1);
  if (!driver) return undefined;
  await lockDriverSignInsOf(tx, driver.email.toLowerCase());
  await sweepExpiredDriverSignIns(tx, dayBefore(now));
  const { token, tokenHash, codeHash } = newSignInSecrets();
  const expiresAt = new Date(now.getTime() + DRIVER_SIGN_IN_VALID_MINUTES * 60_000);
  await insertDriverSignIn(tx, driverProfileId, { tokenHash, codeHash, createdAt: now, expiresAt, ipAddress: null });
  return tokenLink(publicBaseUrl, PAGE_PATHS.driverSignIn, token);
}
