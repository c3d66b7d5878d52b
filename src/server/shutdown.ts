// Graceful shutdown: stop accepting connections, let in-flight requests finish, close the
// database, then exit: 0 after a signal, 1 after an uncaught exception or an unhandled rejection
// (logged first, with the app's logger, so the reason is in the same place as everything else).
// A stuck request cannot hold the process forever.
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.js';
import type { Tracing } from './tracing/tracing-handle.js';

const FORCED_EXIT_AFTER_MS = 25_000;

// close-with-grace also listens for signals that mean a crash (SIGSEGV, SIGBUS, ...), for SIGUSR2
// (heap snapshots, debuggers) and for beforeExit; we keep to the signals that ask a server to stop.
const NOT_A_STOP_REQUEST = ['SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'beforeExit'] as const;

export async function closeGracefully(app: FastifyInstance, database: DatabaseHandle, tracing?: Tracing): Promise<void> {
  // Fastify's close stops the listener, answers new requests on kept-alive sockets with 503 and
  // resolves once the in-flight ones are done.
  await app.close();
  await database.close();
  // Last: the spans of the requests just finished are still queued for the collector.
  await tracing?.shutdown();
}

/** On SIGTERM, SIGINT or SIGHUP, or an uncaught error: log, close gracefully, exit (1 after an error or a failed close). */
export function closeOnSignalsAndErrors(app: FastifyInstance, database: DatabaseHandle, tracing?: Tracing): void {
  closeWithGrace(
    {
      delay: FORCED_EXIT_AFTER_MS,
      skip: [...NOT_A_STOP_REQUEST],
      // Everything it would say goes through our callbacks and the app's logger instead.
      logger: false,
      onTimeout: () => app.log.error(`requests still running after ${FORCED_EXIT_AFTER_MS} ms; exiting anyway`),
      onSecondSignal: (signal) => app.log.warn({ signal }, 'a second signal while closing; exiting at once'),
      onSecondError: (error) => app.log.fatal({ err: error }, 'another uncaught error while closing; exiting at once'),
    },
    async ({ signal, err, manual }) => {
      // Neither a signal nor a call: an uncaught exception or unhandled rejection, whose reason
      // may even be undefined (Promise.reject()), which close-with-grace would count as a clean exit.
      const crashed = signal === undefined && manual !== true;
      if (crashed) app.log.fatal({ err }, 'uncaught error; closing, then exiting with 1');
      else app.log.info({ signal }, 'shutting down');
      try {
        await closeGracefully(app, database, tracing);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        throw error; // close-with-grace exits 1
      }
      app.log.info('closed');
      if (crashed && !err) process.exit(1);
    },
  );
}
