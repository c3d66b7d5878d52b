// The re-check of long-lived answers on a fake clock, with each re-check run by hand: one call
// for every open answer, an answer ended once its session is no longer allowed, the absolute end
// kept even while the database is away, and an answer that ended by itself no longer watched.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionBoundAnswers, type AnswerHolder, type SessionRecheck } from './session-bound-answers.js';

interface Holder extends AnswerHolder {
  session: string;
}

/** Sessions by name: `allowed` says which still hold; `away` makes the check fail as an unreachable database would. */
function fakeSessions(endsAt: Date) {
  const state = { allowed: new Set<string>(), away: false, calls: [] as string[][] };
  const recheck: SessionRecheck<Holder> = {
    holderOf: (request) => ({ session: (request as unknown as { session: string }).session, endsAt }),
    async stillAllowed(holders) {
      state.calls.push(holders.map((holder) => holder.session));
      if (state.away) throw new Error('connection refused');
      return new Set(holders.filter((holder) => state.allowed.has(holder.session)));
    },
  };
  return { state, recheck };
}

const requestOf = (session: string) => ({ session }) as unknown as FastifyRequest;

describe('sessionBoundAnswers', () => {
  const start = new Date('2027-03-01T12:00:00Z');
  const inAnHour = new Date(start.getTime() + 3_600_000);

  it('asks once for every open answer and ends only those whose session no longer holds', async () => {
    const { state, recheck } = fakeSessions(inAnHour);
    state.allowed = new Set(['a', 'b']);
    const answers = sessionBoundAnswers(recheck, 60_000, () => start);
    const ended: string[] = [];
    for (const session of ['a', 'b', 'c']) answers.hold(requestOf(session), () => ended.push(session));
    try {
      await answers.recheck();
      expect(state.calls).toEqual([['a', 'b', 'c']]);
      expect(ended).toEqual(['c']);

      state.allowed.delete('a');
      await answers.recheck();
      expect(state.calls.at(-1)).toEqual(['a', 'b']);
      expect(ended).toEqual(['c', 'a']);
    } finally {
      answers.stop();
    }
  });

  it('ends an answer at its session’s absolute end, even while the database is away', async () => {
    const { state, recheck } = fakeSessions(inAnHour);
    state.allowed = new Set(['a']);
    state.away = true;
    let now = start;
    const answers = sessionBoundAnswers(recheck, 60_000, () => now);
    let ended = 0;
    answers.hold(requestOf('a'), () => ended++);
    try {
      await answers.recheck();
      // Away: kept, since nothing says the session ended.
      expect(ended).toBe(0);
      now = inAnHour;
      await answers.recheck();
      expect(ended).toBe(1);
      await answers.recheck();
      expect(ended).toBe(1);
    } finally {
      answers.stop();
    }
  });

  it('no longer watches an answer released by its route', async () => {
    const { state, recheck } = fakeSessions(inAnHour);
    const answers = sessionBoundAnswers(recheck, 60_000, () => start);
    let ended = 0;
    const release = answers.hold(requestOf('gone'), () => ended++);
    release();
    await answers.recheck();
    expect(state.calls).toEqual([]);
    expect(ended).toBe(0);
    answers.stop();
  });
});
