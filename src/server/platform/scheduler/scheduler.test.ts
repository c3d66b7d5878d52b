// The scheduler with a fake clock and two instances on one database: a job runs once per due time
// whichever instance asks, a restart keeps the schedule, a crashed run's lease lapses and another
// instance takes the job over, and a failure is retried later.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.js';
import { selectRows, type DatabaseHandle } from '../../db/client.js';
import { createScheduler, every, type ScheduledJob } from './scheduler.js';

let database: DatabaseHandle;
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR = 3_600_000;
const START = new Date('2027-01-01T06:00:00Z');
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from scheduled_jobs`);
});

function countingJob(runs: Date[], options: { fail?: () => boolean; name?: string } = {}): ScheduledJob {
  return {
    name: options.name ?? 'count',
    nextRunAfter: every(HOUR),
    async run({ now }) {
      if (options.fail?.()) throw new Error('the job failed on purpose');
      runs.push(now);
    },
  };
}

describe('the scheduler', () => {
  it('runs a due job on one of two instances, and again only when it is next due', async () => {
    const runs: Date[] = [];
    const first = createScheduler({ db: database.db, jobs: [countingJob(runs)], logger, instanceName: 'first' });
    const second = createScheduler({ db: database.db, jobs: [countingJob(runs)], logger, instanceName: 'second' });

    const outcomes = (await Promise.all([first.runDue(at(0)), second.runDue(at(0))])).flat().map((each) => each.outcome);
    // The loser finds the lease held (the winner still running) or the job already done (not due).
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'ran')).toEqual([expect.stringMatching(/^(held-elsewhere|not-due)$/)]);
    expect(runs).toEqual([at(0)]);

    await first.runDue(at(0.5));
    await second.runDue(at(0.9));
    expect(runs).toHaveLength(1);

    await second.runDue(at(1));
    await first.runDue(at(1));
    expect(runs).toEqual([at(0), at(1)]);
  });

  it('keeps its schedule across a restart', async () => {
    const runs: Date[] = [];
    const before = createScheduler({ db: database.db, jobs: [countingJob(runs)], logger });
    await before.runDue(at(0));
    await before.stop();

    const after = createScheduler({ db: database.db, jobs: [countingJob(runs)], logger });
    await after.runDue(at(0.5));
    expect(runs).toHaveLength(1);
    await after.runDue(at(3));
    expect(runs).toEqual([at(0), at(3)]);
    const [row] = await selectRows<{ runs: number }>(database.db, sql`select runs from scheduled_jobs where name = 'count'`);
    expect(row?.runs).toBe(2);
  });

  it('lets another instance take a job whose run never finished once the lease lapses', async () => {
    const runs: Date[] = [];
    // An instance took the lease and died: its row says so, and no finish came.
    await database.db.execute(
      sql`insert into scheduled_jobs (name, next_run_at, lease_until, lease_holder) values ('count', ${at(0)}, ${at(0.25)}, 'crashed')`,
    );
    const survivor = createScheduler({ db: database.db, jobs: [countingJob(runs)], logger, leaseMs: 0.25 * HOUR });
    expect((await survivor.runDue(at(0.1)))[0]?.outcome).toBe('held-elsewhere');
    expect(runs).toHaveLength(0);
    expect((await survivor.runDue(at(0.25)))[0]?.outcome).toBe('ran');
    expect(runs).toEqual([at(0.25)]);
  });

  it('tries a failed run again after the retry interval, and records the error', async () => {
    const runs: Date[] = [];
    let failing = true;
    const scheduler = createScheduler({
      db: database.db,
      jobs: [countingJob(runs, { fail: () => failing })],
      logger,
      retryMs: 0.1 * HOUR,
    });
    expect((await scheduler.runDue(at(0)))[0]).toMatchObject({ outcome: 'failed', error: 'the job failed on purpose' });
    const [failed] = await selectRows<{ last_error: string | null }>(database.db, sql`select last_error from scheduled_jobs`);
    expect(failed?.last_error).toBe('the job failed on purpose');
    expect((await scheduler.runDue(at(0.05)))[0]?.outcome).toBe('not-due');
    failing = false;
    expect((await scheduler.runDue(at(0.1)))[0]?.outcome).toBe('ran');
    const [ok] = await selectRows<{ last_error: string | null }>(database.db, sql`select last_error from scheduled_jobs`);
    expect(ok?.last_error).toBeNull();
  });

  it('refuses two jobs of one name', () => {
    expect(() => createScheduler({ db: database.db, jobs: [countingJob([]), countingJob([])], logger })).toThrow(/two scheduled jobs/);
  });
});
