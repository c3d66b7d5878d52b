// The schedule both mail workers run on (worker.ts, mail-request-worker.ts): a run at start, a
// run every pollIntervalMs for rows missed by a wake, and a run as soon as possible after wake().
// Runs never overlap: a wake during a run asks for another right after it.
import type { BaseLogger } from 'pino';

export interface PollingLoop {
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  wake(): void;
  /** True once stop() was called: a run checks it between rows to end early. */
  readonly stopRequested: boolean;
}

export interface PollingLoopOptions {
  run: () => Promise<unknown>;
  pollIntervalMs: number;
  logger: Pick<BaseLogger, 'error'>;
  /** Logged with the error when a whole run fails. */
  failureMessage: string;
}

export function createPollingLoop({ run, pollIntervalMs, logger, failureMessage }: PollingLoopOptions): PollingLoop {
  let polling = false;
  let stopRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let currentRun: Promise<void> | undefined;
  let wokenDuringRun = false;

  function scheduleRun(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(runOnSchedule, delayMs);
    // Waiting for the next poll never keeps the process alive.
    timer.unref();
  }

  function runOnSchedule(): void {
    timer = undefined;
    if (currentRun) {
      wokenDuringRun = true;
      return;
    }
    wokenDuringRun = false;
    currentRun = run()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, failureMessage),
      )
      .finally(() => {
        currentRun = undefined;
        if (polling) scheduleRun(wokenDuringRun ? 0 : pollIntervalMs);
      });
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      stopRequested = false;
      scheduleRun(0);
    },
    async stop() {
      polling = false;
      stopRequested = true;
      clearTimeout(timer);
      timer = undefined;
      await currentRun;
    },
    wake() {
      if (!polling) return;
      if (currentRun) wokenDuringRun = true;
      else scheduleRun(0);
    },
    get stopRequested() {
      return stopRequested;
    },
  };
}
