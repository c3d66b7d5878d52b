// The one scheduler for timed work (issue 38, decision 074): reminders, monthly statements, marking
// invoices overdue. Every instance runs it; a job runs on one instance at a time and its schedule
// survives restarts, on PostgreSQL and on the embedded database alike.
//
// Each job has a row in scheduled_jobs: when it next runs, and a lease. An instance takes a due
// job's lease with a single conditional UPDATE (one winner however many instances ask), runs it,
// then writes the next run time and gives the lease back. An instance that dies mid-run leaves a
// lease that lapses after leaseMs, and another instance runs the job again. So a job's own work
// must be safe to run twice: each item it makes has a unique key (an invoice's reminder day, an
// account's statement month), which is what makes each reminder and statement go exactly once.
//
// Time comes from the injected clock, never from the database's: tests move a fake clock and call
// runDue(), with no waiting.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import { selectRows, type Database } from '../../db/client.js';
import { createPollingLoop } from '../../infra/polling-loop.js';

export interface JobRun {
  /** The clock's time when the run began. */
  now: Date;
}

export interface ScheduledJob {
  /** Unique and stable: the job's row is found by it across restarts and versions. */
  name: string;
  /** When the job runs next after a run that began at `now` (every hour, the next 1st of a month...). */
  nextRunAfter(now: Date): Date;
  run(job: JobRun): Promise<unknown>;
}

export interface SchedulerOptions {
  db: Database;
  jobs: readonly ScheduledJob[];
  logger: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  /** How often an instance looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a run may take before another instance may take the job over. */
  leaseMs?: number;
  /** A failed run is tried again this much later. */
  retryMs?: number;
  /** Names this instance in the lease, for an operator reading scheduled_jobs. */
  instanceName?: string;
}

export interface JobOutcome {
  name: string;
  outcome: 'ran' | 'failed' | 'not-due' | 'held-elsewhere';
  error?: string;
}

export interface Scheduler {
  start(): void;
  /** Stops looking and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs every job due at `now` (default: the clock), each on this instance only if it wins the lease. */
  runDue(now?: Date): Promise<JobOutcome[]>;
}

const MINUTE_MS = 60_000;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 15 * MINUTE_MS;
  const retryMs = options.retryMs ?? 5 * MINUTE_MS;
  const holder = options.instanceName ?? randomUUID();
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two scheduled jobs are named ${job.name}`);
    names.add(job.name);
  }

  async function runDue(now: Date = clock()): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      if (loop.stopRequested) break;
      outcomes.push(await runIfDue(job, now));
    }
    return outcomes;
  }

  async function runIfDue(job: ScheduledJob, now: Date): Promise<JobOutcome> {
    // A new job is due at once: its first run finds what is already owed.
    await db.execute(sql`insert into scheduled_jobs (name, next_run_at) values (${job.name}, ${now}) on conflict (name) do nothing`);
    const claimed = await selectRows<{ name: string }>(
      db,
      sql`update scheduled_jobs
          set lease_until = ${new Date(now.getTime() + leaseMs)}, lease_holder = ${holder}, last_started_at = ${now}
          where name = ${job.name} and next_run_at <= ${now} and (lease_until is null or lease_until <= ${now})
          returning name`,
    );
    if (claimed.length === 0) {
      const [row] = await selectRows<{ due: boolean }>(
        db,
        sql`select next_run_at <= ${now} as due from scheduled_jobs where name = ${job.name}`,
      );
      return { name: job.name, outcome: row?.due ? 'held-elsewhere' : 'not-due' };
    }
    try {
      await job.run({ now });
      await db.execute(
        sql`update scheduled_jobs
            set next_run_at = ${job.nextRunAfter(now)}, lease_until = null, lease_holder = null,
                last_finished_at = ${clock()}, last_error = null, runs = runs + 1
            where name = ${job.name} and lease_holder = ${holder}`,
      );
      return { name: job.name, outcome: 'ran' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, job: job.name }, 'a scheduled job failed; it runs again later');
      await db.execute(
        sql`update scheduled_jobs
            set next_run_at = ${new Date(now.getTime() + retryMs)}, lease_until = null, lease_holder = null, last_error = ${message.slice(0, 500)}
            where name = ${job.name} and lease_holder = ${holder}`,
      );
      return { name: job.name, outcome: 'failed', error: message };
    }
  }

  const loop = createPollingLoop({
    run: () => runDue(),
    pollIntervalMs: options.pollIntervalMs ?? MINUTE_MS,
    logger,
    failureMessage: 'the scheduler could not look for due jobs; it looks again in a minute',
  });

  return { start: () => loop.start(), stop: () => loop.stop(), runDue };
}

/** Every `ms` after a run's start: for jobs that look for what is due (reminders, overdue). */
export function every(ms: number): (now: Date) => Date {
  return (now) => new Date(now.getTime() + ms);
}
