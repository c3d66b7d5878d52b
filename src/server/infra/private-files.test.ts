// DATA_DIR's modes, on real files in a temporary folder.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDirPrivate, makeFolderPrivate } from './private-files.js';

const scratch = mkdtempSync(join(tmpdir(), 'private-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o7777).toString(8);

describe('makeFolderPrivate', () => {
  it('creates a missing folder, its parents too, 0700', () => {
    const folder = join(scratch, 'new', 'data');
    expect(makeFolderPrivate(folder)).toEqual([]);
    expect([modeOf(join(scratch, 'new')), modeOf(folder)]).toEqual(['700', '700']);
  });

  it('makes an old tree private: folders 0700, files 0600, however deep', () => {
    const root = join(scratch, 'old');
    mkdirSync(join(root, 'pglite', 'pg_wal'), { recursive: true });
    writeFileSync(join(root, 'pglite', 'pg_wal', '000000010000000000000001'), 'wal');
    writeFileSync(join(root, 'notes.eml'), 'mail');
    for (const folder of [root, join(root, 'pglite'), join(root, 'pglite', 'pg_wal')]) chmodSync(folder, 0o755);
    for (const file of [join(root, 'pglite', 'pg_wal', '000000010000000000000001'), join(root, 'notes.eml')]) chmodSync(file, 0o666);

    expect(makeFolderPrivate(root)).toEqual([]);
    expect([root, join(root, 'pglite'), join(root, 'pglite', 'pg_wal')].map(modeOf)).toEqual(['700', '700', '700']);
    expect([join(root, 'pglite', 'pg_wal', '000000010000000000000001'), join(root, 'notes.eml')].map(modeOf)).toEqual(['600', '600']);
  });

  it('neither follows nor changes a symbolic link', () => {
    const outside = join(scratch, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    const root = join(scratch, 'linked');
    mkdirSync(root);
    symlinkSync(outside, join(root, 'link'));
    symlinkSync(scratch, join(root, 'folder-link'));

    expect(makeFolderPrivate(root)).toEqual([]);
    expect(modeOf(outside)).toBe('644');
    expect(existsSync(join(root, 'link'))).toBe(true);
  });
});

describe('makeDataDirPrivate', () => {
  it('makes DATA_DIR and our folders in it private, and leaves anything else an operator keeps there alone', () => {
    const dataDir = join(scratch, 'app');
    mkdirSync(join(dataDir, 'uploads', 'service-requests'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'service-requests', 'photo'), 'png');
    mkdirSync(join(dataDir, 'scripts'));
    writeFileSync(join(dataDir, 'scripts', 'backup.sh'), '#!/bin/sh');
    for (const folder of [dataDir, join(dataDir, 'uploads'), join(dataDir, 'uploads', 'service-requests'), join(dataDir, 'scripts')])
      chmodSync(folder, 0o755);
    chmodSync(join(dataDir, 'uploads', 'service-requests', 'photo'), 0o666);
    chmodSync(join(dataDir, 'scripts', 'backup.sh'), 0o755);

    expect(makeDataDirPrivate(dataDir, ['pglite', 'uploads', 'mail'])).toEqual([]);
    expect(
      [
        dataDir,
        join(dataDir, 'uploads'),
        join(dataDir, 'uploads', 'service-requests'),
        join(dataDir, 'uploads', 'service-requests', 'photo'),
      ].map(modeOf),
    ).toEqual(['700', '700', '700', '600']);
    expect([join(dataDir, 'scripts'), join(dataDir, 'scripts', 'backup.sh')].map(modeOf)).toEqual(['755', '755']);
    expect(existsSync(join(dataDir, 'mail'))).toBe(false);
  });
});
