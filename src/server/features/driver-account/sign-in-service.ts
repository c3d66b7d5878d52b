// Signing a driver in without a password (issue 22; the customer's scheme, docs/decisions/
// 038-customer-sign-in.md). Asking answers the same whatever the address; an active driver's
// address gets a link and a 6-digit code that work once, for DRIVER_SIGN_IN_VALID_MINUTES. Only
// the newest sign-in of a profile works, wrong codes count against it until it ends, and a profile
// that is not active at the moment of use cannot sign in. A used link or code starts a session.
import { DRIVER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR, DRIVER_SIGN_IN_VALID_MINUTES } from '../../../shared/dispatch.js';
import type { Transaction } from '../../db/client.js';
import { hashToken, isWellFormedToken } from '../admin/auth/tokens.js';
import { actingAs } from '../audit/audit-context.js';
import type { SignInClient } from '../email-sign-in/sign-in-client.js';
import { factsOf } from '../audit/audit-changes.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { signInWithEmailedCode, signInWithEmailedLink, type SignInTable } from '../email-sign-in/sign-in-checks.js';
import { newSignInSecrets } from '../email-sign-in/sign-in-secrets.js';
import type { DriverAccountDeps } from './deps.js';
import { driverActor } from './driver-actor.js';
import { driverSignInEmail } from './emails.js';
import { deleteDriverSession, deleteIdleDriverSessions, findDriverSession } from './session-repository.js';
import { driverIdleCutoff, startDriverSession } from './sessions.js';
import {
  claimDriverSignInById,
  claimDriverSignInByToken,
  countDriverSignInsSince,
  countWrongDriverCode,
  endLiveDriverSignInsOf,
  findActiveDriverByEmail,
  insertDriverSignIn,
  lockDriverSignInsOf,
  lockNewestLiveDriverSignIn,
  sweepExpiredDriverSignIns,
} from './sign-in-repository.js';

export type DriverSignInDeps = Pick<DriverAccountDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl'>;

/** A session just started: the cookie's token and what GET /session answers. */
export interface StartedDriverSession {
  token: string;
  firstName: string;
  email: string;
  signedInAt: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Mails a sign-in link and code when `email` (normalised) is an active driver's and has not had
 * its hourly share. Answers nothing either way: the route answers the same 200 whatever happened.
 * Both secrets are made and hashed for any address, so the answer takes about as long.
 */
export async function requestDriverSignIn(
  deps: DriverSignInDeps,
  email: string,
  ipAddress: string | null,
  now = new Date(),
): Promise<void> {
  const { token, code, tokenHash, codeHash } = newSignInSecrets();

  await deps.outbox.transaction(async (tx) => {
    await lockDriverSignInsOf(tx, email);
    await sweepExpiredDriverSignIns(tx, new Date(now.getTime() - DAY_MS));
    const driver = await findActiveDriverByEmail(tx, email);
    const recentSends = await countDriverSignInsSince(tx, email, new Date(now.getTime() - HOUR_MS));
    // Over its hourly share an address gets the same answer and no mail; its live sign-in keeps working.
    if (!driver || recentSends >= DRIVER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR) return;
    // Only the newest mail works: one sign-in to guess codes against, and no older mail lying around.
    await endLiveDriverSignInsOf(tx, driver.id, now);
    const expiresAt = new Date(now.getTime() + DRIVER_SIGN_IN_VALID_MINUTES * 60_000);
    await insertDriverSignIn(tx, { driverProfileId: driver.id, tokenHash, codeHash, createdAt: now, expiresAt, ipAddress });
    await deps.outbox.enqueue(tx, [
      driverSignInEmail({ to: driver.email, firstName: driver.firstName, language: driver.language, token, code }, deps),
    ]);
  });
}

/** Signs in with an e-mailed link's token; undefined when it does not work (unknown, used, expired, ended, profile not active). */
export async function signInDriverWithLink(
  deps: Pick<DriverSignInDeps, 'db'>,
  token: string,
  client: SignInClient,
  now = new Date(),
): Promise<StartedDriverSession | undefined> {
  return signInWithEmailedLink(deps.db, DRIVER_SIGN_INS, token, startSessionFor(client, now), now);
}

/**
 * Signs in with the code typed with its address; undefined when it does not work. A wrong code
 * counts against the newest live sign-in of the address's active profile (the
 * DRIVER_SIGN_IN_MAX_CODE_FAILURES-th ends it, link too); an address with no live sign-in fails the
 * same way.
 */
export async function signInDriverWithCode(
  deps: Pick<DriverSignInDeps, 'db'>,
  typed: { email: string; code: string },
  client: SignInClient,
  now = new Date(),
): Promise<StartedDriverSession | undefined> {
  return signInWithEmailedCode(deps.db, DRIVER_SIGN_INS, typed, startSessionFor(client, now), now);
}

const DRIVER_SIGN_INS: SignInTable<{ driverProfileId: number }> = {
  claimByToken: claimDriverSignInByToken,
  lockNewestLive: lockNewestLiveDriverSignIn,
  countWrongCode: countWrongDriverCode,
  claimById: claimDriverSignInById,
};

function startSessionFor(client: SignInClient, now: Date) {
  return (tx: Transaction, claimed: { driverProfileId: number }, method: 'link' | 'code') =>
    startSession(tx, claimed.driverProfileId, method, client, now);
}

async function startSession(
  tx: Transaction,
  driverProfileId: number,
  method: 'link' | 'code',
  client: SignInClient,
  now: Date,
): Promise<StartedDriverSession> {
  if (isWellFormedToken(client.previousSessionToken)) await deleteDriverSession(tx, hashToken(client.previousSessionToken));
  // Sessions idle too long would otherwise stay until their owner came back; sign-ins sweep a few.
  await deleteIdleDriverSessions(tx, driverIdleCutoff(now));
  const token = await startDriverSession(tx, driverProfileId, { userAgent: client.userAgent, ipAddress: client.ipAddress }, now);
  // Read back through the session, as every later request will: the name and address it shows.
  const session = await findDriverSession(tx, hashToken(token));
  if (!session) throw new Error('a driver session just started was not found');
  await recordAuditEvent(tx, actingAs(client.origin, driverActor(driverProfileId)), {
    action: 'driver.signed_in',
    recordType: 'driver_profile',
    recordId: driverProfileId,
    changes: factsOf({ method }),
  });
  return { token, firstName: session.firstName, email: session.email, signedInAt: now };
}
