// Graceful shutdown: stop accepting connections, let in-flight requests finish, close the
// database, exit 0. A stuck request cannot hold the process forever.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.js';

const FORCED_EXIT_AFTER_MS = 25_000;

export async function closeGracefully(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  // Fastify's close stops the listener, answers new requests on kept-alive sockets with 503 and
  // resolves once the in-flight ones are done.
  await app.close();
  await database.close();
}

export function exitOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`requests still running after ${FORCED_EXIT_AFTER_MS} ms; exiting anyway`);
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS).unref();
    closeGracefully(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
