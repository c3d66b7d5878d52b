// Signing in without a password (docs/decisions/038-customer-sign-in.md). Asking answers the same
// whether or not the address is on any request; a known address gets a link and a 6-digit code
// that work once, for 15 minutes. Only the newest sign-in of an address works, and wrong codes
// count against it until it ends. A used link or code starts a customer session.
import { CUSTOMER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR, CUSTOMER_SIGN_IN_VALID_MINUTES } from '../../../shared/customer-account.js';
import type { Locale } from '../../../shared/i18n.js';
import type { Transaction } from '../../db/client.js';
import { actingAs, CUSTOMER_ACTOR } from '../audit/audit-context.js';
import type { SignInClient } from '../email-sign-in/sign-in-client.js';
import { factsOf } from '../audit/audit-changes.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { hashToken, isWellFormedToken } from '../admin/auth/tokens.js';
import type { CustomerPortalDeps } from '../customer-portal/deps.js';
import { customerRecordId } from './customer-record-id.js';
import { customerSignInEmail } from './emails.js';
import { deleteCustomerSession, deleteIdleCustomerSessions } from './session-repository.js';
import { idleCutoff, startCustomerSession } from './sessions.js';
import { signInWithEmailedCode, signInWithEmailedLink, type SignInTable } from '../email-sign-in/sign-in-checks.js';
import { newSignInSecrets } from '../email-sign-in/sign-in-secrets.js';
import {
  claimSignInById,
  claimSignInByToken,
  countSignInsSince,
  countWrongCode,
  endLiveSignInsOf,
  insertSignIn,
  isCustomerAddress,
  lockNewestLiveSignIn,
  lockSignInsOf,
  sweepExpiredSignIns,
} from './sign-in-repository.js';

export type CustomerSignInDeps = Pick<CustomerPortalDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl'>;

/** A session just started: the cookie's token and what GET /session answers. */
export interface StartedCustomerSession {
  token: string;
  email: string;
  signedInAt: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Mails a sign-in link and code when `email` (normalised) is on a request and has not had its
 * hourly share. Answers nothing either way: the route answers the same 200 whatever happened. An
 * unknown address runs the same reads and updates (only the insert and the mail are skipped), and
 * both secrets are made and hashed for it too, so the answer takes about as long. The mail is
 * written in `language`, the language of the page the customer asked from.
 */
export async function requestCustomerSignIn(
  deps: CustomerSignInDeps,
  email: string,
  ipAddress: string | null,
  language: Locale,
  now = new Date(),
): Promise<void> {
  const { token, code, tokenHash, codeHash } = newSignInSecrets();

  await deps.outbox.transaction(async (tx) => {
    await lockSignInsOf(tx, email);
    await sweepExpiredSignIns(tx, new Date(now.getTime() - DAY_MS));
    const known = await isCustomerAddress(tx, email);
    const recentSends = await countSignInsSince(tx, email, new Date(now.getTime() - HOUR_MS));
    // Over its hourly share an address gets the same answer and no mail; its live sign-in keeps working.
    if (recentSends >= CUSTOMER_SIGN_IN_SENDS_PER_ADDRESS_PER_HOUR) return;
    // Only the newest mail works: one sign-in to guess codes against, and no older mail lying around.
    await endLiveSignInsOf(tx, email, now);
    if (!known) return;

    const expiresAt = new Date(now.getTime() + CUSTOMER_SIGN_IN_VALID_MINUTES * 60_000);
    await insertSignIn(tx, { email, tokenHash, codeHash, createdAt: now, expiresAt, ipAddress });
    await deps.outbox.enqueue(tx, [customerSignInEmail({ to: email, token, code, language }, deps)]);
  });
}

/** Signs in with an e-mailed link's token; undefined when it does not work (unknown, used, expired, ended). */
export async function signInWithLink(
  deps: Pick<CustomerSignInDeps, 'db'>,
  token: string,
  client: SignInClient,
  now = new Date(),
): Promise<StartedCustomerSession | undefined> {
  return signInWithEmailedLink(deps.db, CUSTOMER_SIGN_INS, token, startSessionFor(client, now), now);
}

/**
 * Signs in with the code typed with its address; undefined when it does not work. A wrong code
 * counts against the address's newest live sign-in (the CUSTOMER_SIGN_IN_MAX_CODE_FAILURES-th ends
 * it, link too); an address with no live sign-in, known or not, fails the same way.
 */
export async function signInWithCode(
  deps: Pick<CustomerSignInDeps, 'db'>,
  typed: { email: string; code: string },
  client: SignInClient,
  now = new Date(),
): Promise<StartedCustomerSession | undefined> {
  return signInWithEmailedCode(deps.db, CUSTOMER_SIGN_INS, typed, startSessionFor(client, now), now);
}

const CUSTOMER_SIGN_INS: SignInTable<{ email: string }> = {
  claimByToken: claimSignInByToken,
  lockNewestLive: lockNewestLiveSignIn,
  countWrongCode,
  claimById: claimSignInById,
};

function startSessionFor(client: SignInClient, now: Date) {
  return (tx: Transaction, claimed: { email: string }, method: 'link' | 'code') => startSession(tx, claimed.email, method, client, now);
}

async function startSession(
  tx: Transaction,
  email: string,
  method: 'link' | 'code',
  client: SignInClient,
  now: Date,
): Promise<StartedCustomerSession> {
  if (isWellFormedToken(client.previousSessionToken)) await deleteCustomerSession(tx, hashToken(client.previousSessionToken));
  // Sessions idle too long would otherwise stay until their owner came back; sign-ins sweep a few.
  await deleteIdleCustomerSessions(tx, idleCutoff(now));
  const token = await startCustomerSession(tx, email, { userAgent: client.userAgent, ipAddress: client.ipAddress }, now);
  await recordAuditEvent(tx, actingAs(client.origin, CUSTOMER_ACTOR), {
    action: 'customer.signed_in',
    recordType: 'customer',
    recordId: customerRecordId(email),
    changes: factsOf({ method }),
  });
  return { token, email, signedInAt: now };
}
