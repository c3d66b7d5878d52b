// Interaction-event retention (ANALYTICS_RETENTION_MONTHS): every instance runs this timer, as it
// runs the e-mail outbox worker; SKIP LOCKED shares the deleting among them. The rollups are kept,
// so the Advanced Analytics report still answers for ranges whose raw events are gone.
import { deleteInteractionEventsBefore, deleteSessionDaysBefore } from './retention-repository.js';
import type { Database } from '../../db/client.js';

export interface RetentionLogger {
  info(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface RetentionWorkerOptions {
  db: Database;
  /** Raw events older than this many calendar months are deleted. */
  retentionMonths: number;
  logger: RetentionLogger;
  intervalMs?: number;
  /** Events deleted per statement: short transactions, so ingest never waits long behind one. */
  batchSize?: number;
}

export interface RetentionWorker {
  /** Prunes now, then every interval. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Deletes every expired event; resolves to how many. */
  runOnce(now?: Date): Promise<number>;
}

const HOUR_MS = 60 * 60_000;

/** The same day and time `months` calendar months before `now` (UTC), clamped to the month's last day. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export function createRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const { db, retentionMonths, logger } = options;
  const intervalMs = options.intervalMs ?? HOUR_MS;
  const batchSize = options.batchSize ?? 5000;
  let timer: NodeJS.Timeout | undefined;
  let currentRun: Promise<void> | undefined;
  let polling = false;
  let stopRequested = false;

  async function runOnce(now = new Date()): Promise<number> {
    const cutoff = retentionCutoff(now, retentionMonths);
    let deleted = 0;
    for (;;) {
      const batch = await deleteInteractionEventsBefore(db, cutoff, batchSize);
      deleted += batch;
      if (batch < batchSize || stopRequested) break;
    }
    await deleteSessionDaysBefore(db, cutoff);
    return deleted;
  }

  function runOnSchedule(): void {
    currentRun = runOnce()
      .then(
        (deleted) => {
          if (deleted > 0) logger.info({ deleted, retentionMonths }, 'deleted interaction events past their retention');
        },
        (error: unknown) => logger.error({ err: error }, 'interaction events past their retention could not be deleted'),
      )
      .finally(() => {
        currentRun = undefined;
        if (polling) {
          timer = setTimeout(runOnSchedule, intervalMs);
          // Waiting for the next run never keeps the process alive.
          timer.unref();
        }
      });
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      stopRequested = false;
      runOnSchedule();
    },
    async stop() {
      polling = false;
      stopRequested = true;
      clearTimeout(timer);
      timer = undefined;
      await currentRun;
    },
    runOnce,
  };
}
