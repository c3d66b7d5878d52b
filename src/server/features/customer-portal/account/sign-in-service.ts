// Signing in without a password (docs/decisions/038-customer-sign-in.md; who may ask how often,
// and what a stranger cannot do, decision 055). Asking only records the request, the same way for
// any address, and the route answers; the mail-request worker then composes it: an address on a
// request gets a sign-in of its own (a link and a 6-digit code that work once, for 15 minutes),
// paced per address. A link works until used or expired; a code only while it is the address's
// newest and has tries left. A used link or code starts a customer session.
import { CUSTOMER_SIGN_IN_MAX_CODE_FAILURES, CUSTOMER_SIGN_IN_VALID_MINUTES } from '../../../../shared/customer-portal/customer-account.js';
import type { Locale } from '../../../../shared/i18n.js';
import type { Transaction } from '../../../db/client.js';
import type { MailRequestComposer } from '../../../infra/email/mail-requests.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import { customerRecordId } from '../../../platform/audit/customer-record-id.js';
import { CUSTOMER_SESSIONS } from '../../../platform/customer-sessions/customer-session.js';
import type { SignInClient } from '../../../platform/email-sign-in/sign-in-client.js';
import { signInWithEmailedCode, signInWithEmailedLink } from '../../../platform/email-sign-in/sign-in-checks.js';
import { issueEmailedSignIn } from '../../../platform/email-sign-in/sign-in-issue.js';
import { startSignedInSession } from '../../../platform/email-sign-in/sign-in-session.js';
import type { SignInTable } from '../../../platform/email-sign-in/sign-in-table.js';
import type { CustomerAccountDeps } from './deps.js';
import { CUSTOMER_SIGN_IN_MAIL_KIND, customerSignInEmail } from './emails.js';
import {
  claimSignInById,
  claimSignInByToken,
  countWrongCode,
  endLiveSignInsOf,
  insertSignIn,
  isCustomerAddress,
  lockSignInsOf,
  newestLiveSignIn,
  signInsIssuedSince,
  sweepExpiredSignIns,
  wrongCodesSince,
} from './sign-in-repository.js';

export type CustomerSignInDeps = Pick<CustomerAccountDeps, 'db' | 'outbox' | 'company' | 'publicBaseUrl'>;

/** A session just started: the cookie's token and what GET /session answers. */
export interface StartedCustomerSession {
  token: string;
  email: string;
  signedInAt: Date;
}

/**
 * Records that someone asked for a sign-in for `email` (normalised), to be mailed in `language`,
 * the language of the page they asked from. One row, the same for any address: whether it is a
 * customer's is decided after the answer (composeCustomerSignIn).
 */
export async function requestCustomerSignIn(
  deps: Pick<CustomerSignInDeps, 'outbox'>,
  email: string,
  origin: AuditOrigin,
  language: Locale,
): Promise<void> {
  await deps.outbox.requestMail({ kind: CUSTOMER_SIGN_IN_MAIL_KIND, to: email, language, origin });
}

/**
 * The mail-request worker's step for a customer's sign-in: an address on a request, not mailed a
 * moment ago, gets a fresh sign-in and its mail; any other request comes to nothing.
 */
export function composeCustomerSignIn(deps: Pick<CustomerSignInDeps, 'company' | 'publicBaseUrl'>): MailRequestComposer {
  return async (tx, request, now) => {
    const issued = await issueEmailedSignIn(tx, CUSTOMER_SIGN_INS, { email: request.to, ipAddress: request.origin.clientAddress }, now);
    if (!issued) return [];
    return [customerSignInEmail({ to: request.to, token: issued.token, code: issued.code, language: request.language }, deps)];
  };
}

/** Signs in with an e-mailed link's token; undefined when it does not work (unknown, used, expired, or another was used since). */
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
 * counts against the address's newest live sign-in (the CUSTOMER_SIGN_IN_MAX_CODE_FAILURES-th
 * spends its code, not its link) and its daily count; an address with no live sign-in, known or
 * not, fails the same way.
 */
export async function signInWithCode(
  deps: Pick<CustomerSignInDeps, 'db'>,
  typed: { email: string; code: string },
  client: SignInClient,
  now = new Date(),
): Promise<StartedCustomerSession | undefined> {
  return signInWithEmailedCode(deps.db, CUSTOMER_SIGN_INS, typed, startSessionFor(client, now), now);
}

// A customer is an address on a request: the address is both whom it names and whom a sign-in names.
const CUSTOMER_SIGN_INS: SignInTable<{ email: string }, { email: string }> = {
  validMinutes: CUSTOMER_SIGN_IN_VALID_MINUTES,
  maxCodeFailures: CUSTOMER_SIGN_IN_MAX_CODE_FAILURES,
  lockAddress: lockSignInsOf,
  sweepExpired: sweepExpiredSignIns,
  findMember: async (tx, email) => ((await isCustomerAddress(tx, email)) ? { email } : undefined),
  issuedSince: signInsIssuedSince,
  insert: (tx, customer, signIn) => insertSignIn(tx, customer.email, signIn),
  claimByToken: claimSignInByToken,
  wrongCodesSince,
  newestLive: newestLiveSignIn,
  countWrongCode,
  claimById: claimSignInById,
  endLive: async (tx, claimed, now) => {
    await endLiveSignInsOf(tx, claimed.email, now);
  },
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
  const token = await startSignedInSession(tx, CUSTOMER_SESSIONS, email, client, now);
  await recordAuditEvent(tx, actingAs(client.origin, CUSTOMER_ACTOR), {
    action: 'customer.signed_in',
    recordType: 'customer',
    recordId: customerRecordId(email),
    changes: factsOf({ method }),
  });
  return { token, email, signedInAt: now };
}
