// Opens the database: embedded PGlite when no DATABASE_URL is given, PostgreSQL through a `pg`
// pool otherwise. Everything above this file sees the same Drizzle interface.
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { makeFolderPrivate } from '../infra/private-files.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The raw client, for the migrator. */
  client: PGlite | pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /** Shown in PostgreSQL's pg_stat_activity, so an operator can tell the pools apart (PostgreSQL only). */
  applicationName?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10, options.applicationName) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // Imported only here: a server on PostgreSQL never loads the embedded database's code.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // The migrations create pg_trgm (trigram indexes for the admin search); PGlite must load it.
  const extensions = { pg_trgm };
  let client: PGlite;
  const folder = dataDir ? resolve(dataDir, 'pglite') : undefined;
  if (folder) {
    // The database's files are customers' details: 0700 folders, 0600 files (see private-files.ts).
    // PGlite writes its first files 0666 whatever the umask, so their modes are fixed once they
    // exist, and again at close for any it wrote since.
    makeFolderPrivate(folder);
    client = await PGlite.create(folder, { extensions });
    makeFolderPrivate(folder);
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      if (folder) makeFolderPrivate(folder);
    },
  };
}

async function openPostgres(url: string, poolSize: number, applicationName: string | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => undefined);
  // A client checked out (inside a transaction) when its connection drops emits 'error' too, and
  // nothing else listens: without this, a database outage would crash the process. The query in
  // progress still fails, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    client: pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Runs raw SQL and returns its rows. Both drivers' results carry `rows`, but Drizzle's common
 * type cannot say so; this is the one place that bridges them.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;
