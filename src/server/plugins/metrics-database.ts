// Gauges read from the database when /metrics is scraped: the connection pool, the e-mail outbox
// and the payments ledger. Counted from the tables rather than in this process, so they hold
// whichever instance sent the mail or took the payment; every instance reports the same values
// (aggregate them with max, not sum).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Gauge, type Registry } from '@prometheus-io/client';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type DatabaseHandle } from '../db/client.js';

interface OutboxRow {
  pending: number | string;
  failed: number | string;
  oldest_pending_age_seconds: number | string | null;
}

interface PaymentRow {
  method: string;
  status: string;
  count: number | string;
}

export function registerDatabaseMetrics(registry: Registry, database: DatabaseHandle, log: FastifyBaseLogger): void {
  if (database.client instanceof pg.Pool) registerPoolMetrics(registry, database.client);
  registerOutboxMetrics(registry, database, log);
  registerPaymentMetrics(registry, database, log);
}

// PostgreSQL only: the embedded database has no pool.
function registerPoolMetrics(registry: Registry, pool: pg.Pool): void {
  new Gauge({
    name: 'freight_db_pool_connections',
    help: 'Connections in the PostgreSQL pool, by state (in_use, idle)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'freight_db_pool_max_connections',
    help: 'The most connections the pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max);
    },
  });
  new Gauge({
    name: 'freight_db_pool_waiting_queries',
    help: 'Queries waiting for a free connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

function registerOutboxMetrics(registry: Registry, database: DatabaseHandle, log: FastifyBaseLogger): void {
  // One query for the three gauges: the registry collects them at once, and they share its answer.
  const outbox = sharedWhileRunning(log, async () => {
    const [row] = await selectRows<OutboxRow>(
      database.db,
      sql`select count(*) filter (where status = 'pending') as pending,
                 count(*) filter (where status = 'failed') as failed,
                 extract(epoch from now() - min(created_at) filter (where status = 'pending')) as oldest_pending_age_seconds
          from email_outbox where status <> 'sent'`,
    );
    return row;
  });
  const gauge = (name: string, help: string, read: (row: OutboxRow) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const row = await outbox();
        if (row) this.set(read(row));
      },
    });
  gauge('freight_outbox_pending_emails', 'Mails queued in the outbox and not sent yet', (row) => Number(row.pending));
  gauge('freight_outbox_oldest_pending_age_seconds', 'How long the oldest unsent mail has waited (0: none waiting)', (row) =>
    Number(row.oldest_pending_age_seconds ?? 0),
  );
  gauge('freight_outbox_failed_emails', 'Mails given up on after every attempt (status failed)', (row) => Number(row.failed));
}

function registerPaymentMetrics(registry: Registry, database: DatabaseHandle, log: FastifyBaseLogger): void {
  const ledger = sharedWhileRunning(log, () =>
    selectRows<PaymentRow>(database.db, sql`select method, status, count(*) as count from payments group by method, status`),
  );
  new Gauge({
    name: 'freight_payments',
    help: 'Rows of the payments ledger, by method and status',
    labelNames: ['method', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await ledger();
      for (const row of rows ?? []) this.set({ method: row.method, status: row.status }, Number(row.count));
    },
  });
}

/**
 * Callers arriving while a read is under way share it (one query per scrape for gauges collected
 * together). A failed read (the database is away) is logged once and gives undefined: its gauges
 * stay empty rather than stale or failing the whole scrape, so the process's own metrics still
 * arrive and absent() alerts see the gap.
 */
function sharedWhileRunning<T>(log: FastifyBaseLogger, read: () => Promise<T>): () => Promise<T | undefined> {
  let running: Promise<T | undefined> | undefined;
  return () => {
    running ??= read()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics could not be read from the database');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
