// Issuing a password-less sign-in, the same for customers and drivers (decision 055). Run by the
// mail-request worker after the asker has had their answer, so nothing here changes what the
// answer says or how long it takes. An address that is no one's gets nothing; an address mailed
// a moment ago gets nothing more (sign-in-limits.ts: the mail it was sent still works). Otherwise
// a fresh sign-in with its own link and code. Earlier sign-ins are left as they are: their links
// keep working until used or expired, and their codes stop counting because only the newest
// sign-in's code is checked.
import type { Transaction } from '../../db/client.js';
import { dayBefore, mayMailAgain } from './sign-in-limits.js';
import { newSignInSecrets } from './sign-in-secrets.js';
import type { SignInTable } from './sign-in-table.js';

/** A sign-in just issued: whom to mail, and the link token and code to put in the mail. */
export interface IssuedSignIn<Member> {
  member: Member;
  token: string;
  code: string;
}

export async function issueEmailedSignIn<Member, Claimed>(
  tx: Transaction,
  table: SignInTable<Member, Claimed>,
  asked: { email: string; ipAddress: string | null },
  now: Date,
): Promise<IssuedSignIn<Member> | undefined> {
  await table.lockAddress(tx, asked.email);
  await table.sweepExpired(tx, dayBefore(now));
  const member = await table.findMember(tx, asked.email);
  if (!member) return undefined;
  if (!mayMailAgain(await table.issuedSince(tx, asked.email, dayBefore(now)), now)) return undefined;

  const { token, code, tokenHash, codeHash } = newSignInSecrets();
  const expiresAt = new Date(now.getTime() + table.validMinutes * 60_000);
  await table.insert(tx, member, { tokenHash, codeHash, createdAt: now, expiresAt, ipAddress: asked.ipAddress });
  return { member, token, code };
}
