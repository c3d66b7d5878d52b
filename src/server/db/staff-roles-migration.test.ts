// Migration 0013 on a database that already has accounts: every 'admin' becomes an owner, and
// afterwards only the four roles are accepted. The database is brought to 0012 first from a copy
// of the migrations that stops there, then the real folder finishes the job.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, MIGRATIONS_FOLDER } from '../../../tests/support/migrations-up-to.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** The database is brought to migration 12 from a copy of drizzle/ that stops there. */
const folder = migrationsUpTo(12);
let database: DatabaseHandle;
let client: PGlite;
beforeAll(async () => {
  // The embedded database, opened the way the server opens it (with the extensions 0001 needs).
  database = await openDatabase({});
  if (!(database.client instanceof PGlite)) throw new Error('expected the embedded database');
  client = database.client;
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0013_staff_roles', () => {
  it("turns existing 'admin' accounts into owners and then accepts only the four roles", async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    await client.query(
      "insert into admin_users (username, email, password_hash) values ('first@freight.example', 'first@freight.example', 'hash')",
    );
    expect((await client.query<{ role: string }>('select role from admin_users')).rows).toEqual([{ role: 'admin' }]);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    expect((await client.query<{ role: string }>('select role from admin_users')).rows).toEqual([{ role: 'owner' }]);
    await client.query(
      "insert into admin_users (username, email, password_hash) values ('new@freight.example', 'new@freight.example', 'hash')",
    );
    expect((await client.query<{ role: string }>("select role from admin_users where email = 'new@freight.example'")).rows).toEqual([
      { role: 'owner' },
    ]);
    await expect(
      client.query(
        "insert into admin_users (username, email, password_hash, role) values ('x@freight.example', 'x@freight.example', 'hash', 'admin')",
      ),
    ).rejects.toThrow(/admin_users_role_check/);
  });
});
