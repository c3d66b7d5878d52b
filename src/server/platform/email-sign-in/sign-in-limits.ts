// The per-address limits of the password-less sign-ins (customers and drivers alike), set so that a
// stranger who knows an address can neither guess its way in nor keep the owner out
// (docs/decisions/055-sign-in-a-stranger-cannot-block.md, where the numbers are worked out):
// - every mail is a sign-in of its own; its code takes a few wrong tries and then stops working,
//   and its link (256 random bits, nothing to guess) keeps working until it is used or expires;
// - only the newest sign-in's code is checked, so one guess is a try at one code;
// - wrong codes are counted per address over a rolling day, across its sign-ins; past the cap,
//   codes are refused for that address (links are not);
// - mails are paced per address so that a request that sends nothing always finds a mail sent a
//   few minutes before, whose link still works.

/** Wrong codes per address in any rolling 24 hours, all its sign-ins together; then its codes are refused until the day moves on. */
export const WRONG_CODES_PER_ADDRESS_PER_DAY = 20;
/** Sign-in mails an address may get at the quick pace in any rolling 24 hours. */
export const QUICK_MAILS_PER_DAY = 10;
/** The quick pace: at most one mail a minute. */
export const QUICK_MAIL_COOLDOWN_MINUTES = 1;
/**
 * The pace past QUICK_MAILS_PER_DAY: one mail every 10 minutes. Shorter than a sign-in's life (15
 * minutes), so the mail a refused request finds in the mailbox still has a working link.
 */
export const SLOW_MAIL_COOLDOWN_MINUTES = 10;

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The sign-ins an address was sent in the last day: how many, and when the newest was made. */
export interface RecentSignIns {
  count: number;
  newestAt: Date | null;
}

/** Whether an address that was sent `recent` in the last day may be sent another sign-in mail at `now`. */
export function mayMailAgain(recent: RecentSignIns, now: Date): boolean {
  if (recent.newestAt === null) return true;
  const cooldownMinutes = recent.count >= QUICK_MAILS_PER_DAY ? SLOW_MAIL_COOLDOWN_MINUTES : QUICK_MAIL_COOLDOWN_MINUTES;
  return now.getTime() - recent.newestAt.getTime() >= cooldownMinutes * MINUTE_MS;
}

export function dayBefore(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}
