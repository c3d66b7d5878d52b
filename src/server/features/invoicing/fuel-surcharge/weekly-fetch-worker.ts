// The weekly diesel price from the EIA, fetched without anyone asking (decision 067). Every
// instance runs this timer (as every instance runs the mail workers): a run at start and then every
// hour. A run looks for the week due (weekly-fetch-schedule.ts); when it is recorded there is
// nothing to do, so a restart or a missed hour only means the next run catches up. Otherwise the
// run takes a transaction-level advisory lock, so across instances one fetches and the others skip,
// asks the EIA for the last weeks, and records every week missing (never over a price staff typed).
// A week not published yet is looked for again an hour later.
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client.js';
import { createPollingLoop } from '../../../infra/polling-loop.js';
import { NO_ORIGIN, actingAs, type AuditActor } from '../../../platform/audit/audit-context.js';
import { storeWeekPrice } from './diesel-price-service.js';
import { EiaError, fetchEiaDieselPrices, type EiaConnection } from './eia-client.js';
import { hasDieselPriceFor, tryLockWeeklyFetch } from './repository.js';
import { easternDayAndHour, weekDueAt } from './weekly-fetch-schedule.js';

/** The audit log's "who" for a price the server fetched on its own. */
export const WEEKLY_FETCH_ACTOR: AuditActor = { kind: 'system', adminId: null, label: 'weekly EIA fetch' };

const HOUR_MS = 60 * 60_000;
/** Weeks asked for each time: the week due, and a few before it in case a run was missed. */
const WEEKS_ASKED = 4;

export type WeeklyFetchLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface WeeklyDieselFetchOptions {
  db: Database;
  eia: EiaConnection;
  logger: WeeklyFetchLogger;
  /** How often a run looks; an hour, so an unpublished week is retried hourly. */
  intervalMs?: number;
  /** The time each scheduled run takes as now (tests give their own). */
  clock?: () => Date;
}

/** What one run did. */
export type WeeklyFetchResult =
  | { outcome: 'already_recorded'; weekOf: string }
  | { outcome: 'fetching_elsewhere'; weekOf: string }
  | { outcome: 'recorded'; weekOf: string; recorded: string[] }
  | { outcome: 'not_published'; weekOf: string; recorded: string[] }
  | { outcome: 'failed'; weekOf: string; failure: string };

export interface WeeklyDieselFetch {
  /** Looks now, then every interval. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  runOnce(now?: Date): Promise<WeeklyFetchResult>;
}

export function createWeeklyDieselFetch(options: WeeklyDieselFetchOptions): WeeklyDieselFetch {
  const { db, eia, logger } = options;
  const clock = options.clock ?? (() => new Date());

  async function runOnce(now: Date = clock()): Promise<WeeklyFetchResult> {
    const weekOf = weekDueAt(now);
    if (await hasDieselPriceFor(db, weekOf)) return { outcome: 'already_recorded', weekOf };
    const result = await db.transaction(async (tx): Promise<WeeklyFetchResult> => {
      if (!(await tryLockWeeklyFetch(tx))) return { outcome: 'fetching_elsewhere', weekOf };
      // Another instance may have recorded it between the first look and the lock.
      if (await hasDieselPriceFor(tx, weekOf)) return { outcome: 'already_recorded', weekOf };
      let weeks;
      try {
        weeks = await fetchEiaDieselPrices(eia, WEEKS_ASKED);
      } catch (error) {
        if (error instanceof EiaError) return { outcome: 'failed', weekOf, failure: error.message };
        throw error;
      }
      // Never a week after today's (a clock or a series gone wrong): it could not be in force yet.
      const today = easternDayAndHour(now).day;
      const context = actingAs(NO_ORIGIN, WEEKLY_FETCH_ACTOR);
      const recorded: string[] = [];
      for (const week of weeks.filter((candidate) => candidate.weekOf <= today)) {
        const stored = await storeWeekPrice(tx, context, { ...week, source: 'eia' }, { replace: false });
        if (stored.outcome === 'recorded') recorded.push(week.weekOf);
      }
      const published = weeks.some((week) => week.weekOf === weekOf);
      return published ? { outcome: 'recorded', weekOf, recorded } : { outcome: 'not_published', weekOf, recorded };
    });
    report(result);
    return result;
  }

  function report(result: WeeklyFetchResult): void {
    if (result.outcome === 'recorded')
      logger.info({ weekOf: result.weekOf, weeks: result.recorded }, "recorded the EIA's weekly diesel price");
    if (result.outcome === 'not_published')
      logger.info({ weekOf: result.weekOf }, "the EIA has not published the week's diesel price yet; trying again in an hour");
    // The failure's text never holds the key or the URL (eia-client.ts).
    if (result.outcome === 'failed')
      logger.warn(
        { weekOf: result.weekOf, reason: result.failure },
        "could not fetch the week's diesel price from the EIA; trying again in an hour",
      );
  }

  const loop = createPollingLoop({
    run: () => runOnce(),
    pollIntervalMs: options.intervalMs ?? HOUR_MS,
    logger,
    failureMessage: 'the weekly diesel price fetch failed; trying again in an hour',
  });

  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}
