// Long-lived answers (server-sent events, long polls) held to the session that opened them
// (issue 34, decision 056). A route's guard checks a request once, when it arrives; an answer
// that stays open for hours would otherwise outlive a sign-out, a disabled member, a lost role and
// the session's own maximum age. Each kind of session says how to ask again (SessionRecheck); this
// asks every `recheckMs` for every open answer of this instance in one call (one query however
// many are open), and ends those whose session no longer holds, or whose session's absolute end
// has come, within `recheckMs`. The session rows are in the database, so a sign-out or a change
// of role on any instance is seen here the same way.
import type { FastifyRequest } from 'fastify';

/** The session behind one open answer, as read when it opened. */
export interface AnswerHolder {
  /** The session's absolute end (its maximum age): the answer ends then, whatever the re-check says. */
  endsAt: Date;
}

/** How one kind of session is asked again. */
export interface SessionRecheck<Holder extends AnswerHolder> {
  /** The holder of a request that passed the route's guards (the session it found, the area it asked for). */
  holderOf(request: FastifyRequest): Holder;
  /** Of `holders`, those whose session still exists, has not expired and may still use what it opened; in one query. */
  stillAllowed(holders: readonly Holder[], now: Date): Promise<ReadonlySet<Holder>>;
}

/**
 * Keeps an answer open only while the session of `request` holds: `end` is called once when it
 * no longer does. Answers the release, to call when the answer ends by itself (the client went
 * away), so it is no longer watched.
 */
export type HoldWhileSignedIn = (request: FastifyRequest, end: () => void) => () => void;

export interface SessionBoundAnswers {
  hold: HoldWhileSignedIn;
  /** Stops the re-checks (the app is closing); the answers themselves are ended by their own routes. */
  stop(): void;
  /** Runs one re-check now (what the timer runs). */
  recheck(): Promise<void>;
}

interface OpenAnswer<Holder> {
  holder: Holder;
  end: () => void;
}

export function sessionBoundAnswers<Holder extends AnswerHolder>(
  sessions: SessionRecheck<Holder>,
  recheckMs: number,
  now: () => Date = () => new Date(),
): SessionBoundAnswers {
  const open = new Set<OpenAnswer<Holder>>();
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;

  function endAnswer(answer: OpenAnswer<Holder>): void {
    if (!open.delete(answer)) return;
    if (open.size === 0) stopTimer();
    answer.end();
  }

  async function check(): Promise<void> {
    const at = now();
    for (const answer of [...open]) if (answer.holder.endsAt <= at) endAnswer(answer);
    if (open.size === 0) return;
    const answers = [...open];
    let allowed: ReadonlySet<Holder>;
    try {
      allowed = await sessions.stillAllowed(
        answers.map((answer) => answer.holder),
        at,
      );
    } catch {
      // The database is briefly away: no board event can be read either, and the next re-check
      // asks again. The absolute end above needs no database and still holds.
      return;
    }
    for (const answer of answers) if (!allowed.has(answer.holder)) endAnswer(answer);
  }

  function recheck(): Promise<void> {
    // One re-check at a time: a slow one is not overlapped by the next tick.
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  function startTimer(): void {
    if (timer) return;
    timer = setInterval(() => void recheck(), recheckMs);
    // An open answer never keeps the process alive by itself.
    timer.unref();
  }

  function stopTimer(): void {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return {
    hold(request, end) {
      const answer: OpenAnswer<Holder> = { holder: sessions.holderOf(request), end };
      open.add(answer);
      startTimer();
      return () => {
        if (open.delete(answer) && open.size === 0) stopTimer();
      };
    },
    stop() {
      stopTimer();
      open.clear();
    },
    recheck,
  };
}
