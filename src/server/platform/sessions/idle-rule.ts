// When a session has gone unused for too long, and how often its last use is written down: one
// rule for staff, customer and driver sessions, which differ only in how long they may idle.
// Writing last-seen on every request would make every page view a database write.
const TOUCH_INTERVAL_MS = 60_000;

/** Whether a session last used at `lastSeenAt` has been idle for longer than `idleMs` at `now`. */
export function idleTooLong(lastSeenAt: Date, idleMs: number, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > idleMs;
}

/** The last use before which a session is idle too long at `now`: the same rule in SQL's terms, for the sweeps. */
export function idleCutoff(idleMs: number, now: Date): Date {
  return new Date(now.getTime() - idleMs);
}

/** Whether a session in use at `now` should have its last use written again. */
export function dueForTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
}
