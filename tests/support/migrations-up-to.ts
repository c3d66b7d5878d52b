// A copy of drizzle/ that stops at one migration, for a test that brings a database to the state
// before a migration, fills it as an older version would have, then lets the real folder finish.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../../src/server/project-root.js';

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'drizzle');
// Drizzle's journal: only the entries matter here; the rest is copied as it is.
const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ idx: z.number(), tag: z.string() })) });

/** A new temporary folder holding the migrations up to and including index `lastIdx`; the caller removes it. */
export function migrationsUpTo(lastIdx: number): string {
  const folder = mkdtempSync(join(tmpdir(), `migrations-up-to-${lastIdx}-`));
  mkdirSync(join(folder, 'meta'));
  const journal = journalSchema.parse(JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')));
  const entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  const tags = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => tags.has(name)))
    copyFileSync(join(MIGRATIONS_FOLDER, file), join(folder, file));
  return folder;
}
