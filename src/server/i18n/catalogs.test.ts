// The catalogs are complete and match the code (docs/decisions/044-spanish.md). `lingui compile
// --strict` (in every build) already stops on a Spanish message missing; this checks the rest:
// both languages hold the same messages, English is written (not left as its ID), placeholders and
// markup agree, every message parses, every ID the code uses is in the catalog its file loads,
// and no catalog keeps a message nothing uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG_EXCLUDED_SOURCES, CATALOG_EXCLUDES, CATALOG_SOURCES } from '../../../lingui.config.js';
import { PROJECT_ROOT } from '../project-root.js';
import { CATALOGS, LOCALES } from '../../shared/i18n.js';

type Catalog = Record<string, string>;

const catalog = (locale: string, name: string): Catalog =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'locales', locale, `${name}.json`), 'utf8')) as Catalog;

/** `{name}`, `{count, plural, ...}` and `<0>`…`</0>`: what a translation must keep. */
function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, ''));
  return [...new Set([...names, ...tags])].sort();
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const globPattern = (glob: string) =>
  new RegExp(
    glob
      .replace(/\./g, '\\.')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\/\*\*$/, '/.*')
      .replace(/(?<!\.)\*/g, '[^/]*') + '$',
  );
/** Excluded from every catalog (tests, the back office), or from this one (lingui.config.ts). */
function isExcluded(path: string, catalogName?: string): boolean {
  const globs = [...CATALOG_EXCLUDES, ...((catalogName && CATALOG_EXCLUDED_SOURCES[catalogName]) || [])];
  return globs.map(globPattern).some((pattern) => pattern.test(path) || pattern.test(`${path}/`));
}

function walk(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return SOURCE_FILE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((entry) => walk(join(path, entry)));
}

/** The source files a catalog holds the messages of (lingui.config.ts's include, minus its excludes). */
function sourceFiles(name: string): string[] {
  return CATALOG_SOURCES[name]!.flatMap((entry) => {
    const path = entry.replace('<rootDir>', PROJECT_ROOT);
    if (!path.includes('*')) return walk(path);
    const dir = path.slice(0, path.lastIndexOf('/'));
    const fileName = new RegExp(
      `^${path
        .slice(path.lastIndexOf('/') + 1)
        .replace(/\./g, '\\.')
        .replace(/\*/g, '.*')}$`,
    );
    return walk(dir).filter((file) => fileName.test(file.slice(file.lastIndexOf('/') + 1)));
  }).filter((file) => !isExcluded(relative(PROJECT_ROOT, file), name));
}

/** The message IDs a file uses: `i18n._('id'...)` and `/*i18n*\/ { id: 'id' }` descriptors. */
function idsUsedIn(file: string): string[] {
  // Comments are not code (they show examples): whole comment lines are left out.
  const text = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
  const calls = [...text.matchAll(/\bi18n\._\(\s*(['"`])([^'"`]+)\1/g)].map((match) => match[2]!);
  const descriptors = [...text.matchAll(/\/\*\s*i18n\s*\*\/\s*\{\s*id:\s*(['"`])([^'"`]+)\1/g)].map((match) => match[2]!);
  return [...calls, ...descriptors];
}

describe.each(CATALOGS.map((name) => [name]))('the %s catalog', (name) => {
  const english = catalog('en', name);
  const spanish = catalog('es', name);

  it('has every message in both languages, and only those', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('has English written out and no empty message', () => {
    for (const locale of LOCALES) {
      const messages = catalog(locale, name);
      expect(
        Object.entries(messages)
          .filter(([, text]) => text.trim() === '')
          .map(([id]) => `${locale} ${id}`),
      ).toEqual([]);
    }
    expect(
      Object.entries(english)
        .filter(([id, text]) => id === text)
        .map(([id]) => id),
    ).toEqual([]);
  });

  it('keeps the placeholders and markup of each English message in Spanish', () => {
    const mismatched = Object.keys(english).filter(
      (id) => spanish[id] !== undefined && placeholdersOf(english[id]!).join() !== placeholdersOf(spanish[id]).join(),
    );
    expect(mismatched.map((id) => `${id}: ${english[id]} | ${spanish[id]}`)).toEqual([]);
  });

  it('has messages that parse as ICU MessageFormat', () => {
    const broken: string[] = [];
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(catalog(locale, name))) {
        try {
          compileMessage(text);
        } catch (error) {
          broken.push(`${locale} ${id}: ${String(error)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('holds every ID its code uses, and none it does not', () => {
    const used = new Set(sourceFiles(name).flatMap(idsUsedIn));
    expect([...used].filter((id) => !(id in english)).sort(), 'used in the code, missing from the catalog').toEqual([]);
    expect(
      Object.keys(english)
        .filter((id) => !used.has(id))
        .sort(),
      'in the catalog, used nowhere',
    ).toEqual([]);
  });
});

it('every file that uses a message is in some catalog', () => {
  const covered = new Set(Object.keys(CATALOG_SOURCES).flatMap(sourceFiles));
  const all = [
    ...walk(join(PROJECT_ROOT, 'src', 'client')),
    ...walk(join(PROJECT_ROOT, 'src', 'server')),
    ...walk(join(PROJECT_ROOT, 'src', 'shared')),
  ];
  const uncovered = all.filter((file) => !covered.has(file) && !isExcluded(relative(PROJECT_ROOT, file)) && idsUsedIn(file).length > 0);
  expect(uncovered.map((file) => relative(PROJECT_ROOT, file))).toEqual([]);
});
