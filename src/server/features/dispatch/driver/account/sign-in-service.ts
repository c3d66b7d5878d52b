// Signing a driver in without a password (issue 22; the customer's scheme, docs/decisions/
// 038-customer-sign-in.md; who may ask how often, and what a stranger cannot do, decision 055).
// Asking only records the request, the same way for any address, and the route answers; the
// mail-request worker then composes it: an active driver's address gets a sign-in of its own (a
// link and a 6-digit code that work once, for DRIVER_SIGN_IN_VALID_MINUTES), paced per address. A
// link works until used or expired; a code only while it is the address's newest and has tries
// left; a profile that is not active at the moment of use cannot sign in. A used link or code
// starts a session.
import { DRIVER_SIGN_IN_MAX_CODE_FAILURES, DRIVER_SIGN_IN_VALID_MINUTES } from '../../../../../shared/dispatch/dispatch.js';
import type { Locale } from '../../../../../shared/i18n.js';
import type { Transaction } from '../../../../db/client.js';
import type { MailRequestComposer } from '../../../../infra/email/mail-requests.js';
import { hashToken } from '../../../../platform/security/tokens.js';
import { actingAs, type AuditOrigin } from '../../../../platform/audit/audit-context.js';
import { factsOf } from '../../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../../platform/audit/record-audit-event.js';
import { driverActor } from '../../../../platform/audit/driver-actor.js';
import { DRIVER_SESSIONS } from '../../../../platform/driver-sessions/driver-session.js';
import { findDriverSession } from '../../../../platform/driver-sessions/session-repository.js';
import type { SignInClient } from '../../../../platform/email-sign-in/sign-in-client.js';
import { signInWithEmailedCode, signInWithEmailedLink } from '../../../../platform/email-sign-in/sign-in-checks.js';
import { issueEmailedSignIn } from '../../../../platform/email-sign-in/sign-in-issue.js';
import { startSignedInSession } from '../../../../platform/email-sign-in/sign-in-session.js';
import type { SignInTable } from '../../../../platform/email-sign-in/sign-in-table.js';
import type { DriverAccountDeps } from './deps.js';
import { DRIVER_SIGN_IN_MAIL_KIND, driverSignInEmail } from './emails.js';
import {
  claimDriverSignInById,
  claimDriverSignInByToken,
  countWrongDriverCode,
  driverSignInsIssuedSince,
  endLiveDriverSignInsOf,
  findActiveDriverByEmail,
  insertDriverSignIn,
  lockDriverSignInsOf,
  newestLiveDriverSignIn,
  sweepExpiredDriverSignIns,
  wrongDriverCodesSince,
} from './sign-in-repository.js';

export type DriverSignInDeps = Pick<DriverAccountDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl'>;

/** A session just started: the cookie's token and what GET /session answers. */
export interface StartedDriverSession {
  token: string;
  firstName: string;
  email: string;
  signedInAt: Date;
}

/**
 * Records that someone asked for a driver sign-in for `email` (normalised) from a page in
 * `language`. One row, the same for any address: whether it is an active driver's is decided after
 * the answer (composeDriverSignIn), which writes the mail in the driver's own language.
 */
export async function requestDriverSignIn(
  deps: Pick<DriverSignInDeps, 'outbox'>,
  email: string,
  origin: AuditOrigin,
  language: Locale,
): Promise<void> {
  await deps.outbox.requestMail({ kind: DRIVER_SIGN_IN_MAIL_KIND, to: email, language, origin });
}

/**
 * The mail-request worker's step for a driver's sign-in: an active driver's address, not mailed a
 * moment ago, gets a fresh sign-in and its mail, in the driver's language; any other request comes
 * to nothing.
 */
export function composeDriverSignIn(deps: Pick<DriverSignInDeps, 'company' | 'publicBaseUrl'>): MailRequestComposer {
  return async (tx, request, now) => {
    const issued = await issueEmailedSignIn(tx, DRIVER_SIGN_INS, { email: request.to, ipAddress: request.origin.clientAddress }, now);
    if (!issued) return [];
    const driver = issued.member;
    return [
      driverSignInEmail(
        { to: driver.email, firstName: driver.firstName, language: driver.language, token: issued.token, code: issued.code },
        deps,
      ),
    ];
  };
}

/** Signs in with an e-mailed link's token; undefined when it does not work (unknown, used, expired, another used since, profile not active). */
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
 * DRIVER_SIGN_IN_MAX_CODE_FAILURES-th spends its code, not its link) and the address's daily
 * count; an address with no live sign-in fails the same way.
 */
export async function signInDriverWithCode(
  deps: Pick<DriverSignInDeps, 'db'>,
  typed: { email: string; code: string },
  client: SignInClient,
  now = new Date(),
): Promise<StartedDriverSession | undefined> {
  return signInWithEmailedCode(deps.db, DRIVER_SIGN_INS, typed, startSessionFor(client, now), now);
}

type ActiveDriver = NonNullable<Awaited<ReturnType<typeof findActiveDriverByEmail>>>;

// A driver is an active profile with the address; a used sign-in names its profile.
const DRIVER_SIGN_INS: SignInTable<ActiveDriver, { driverProfileId: number }> = {
  validMinutes: DRIVER_SIGN_IN_VALID_MINUTES,
  maxCodeFailures: DRIVER_SIGN_IN_MAX_CODE_FAILURES,
  lockAddress: lockDriverSignInsOf,
  sweepExpired: sweepExpiredDriverSignIns,
  findMember: findActiveDriverByEmail,
  issuedSince: driverSignInsIssuedSince,
  insert: (tx, driver, signIn) => insertDriverSignIn(tx, driver.id, signIn),
  claimByToken: claimDriverSignInByToken,
  wrongCodesSince: wrongDriverCodesSince,
  newestLive: newestLiveDriverSignIn,
  countWrongCode: countWrongDriverCode,
  claimById: claimDriverSignInById,
  endLive: async (tx, claimed, now) => {
    await endLiveDriverSignInsOf(tx, claimed.driverProfileId, now);
  },
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
  const token = await startSignedInSession(tx, DRIVER_SESSIONS, driverProfileId, client, now);
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
