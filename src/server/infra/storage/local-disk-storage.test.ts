// The local store's promise to the upload code: a key removed after a refused write is gone.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage.js';

const root = mkdtempSync(join(tmpdir(), 'storage-'));
const storage = localDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('writes a new object privately and refuses to overwrite one', async () => {
    const stream = await storage.openWriteStream('folder/one');
    stream.end('bytes');
    await new Promise((resolve) => stream.on('close', resolve));
    expect(readFileSync(join(root, 'folder/one'), 'utf8')).toBe('bytes');
    await expect(storage.openWriteStream('folder/one')).rejects.toThrow(/EEXIST/);
  });

  it('leaves nothing behind when a write is abandoned at once and its key removed', async () => {
    for (let i = 0; i < 20; i++) {
      const key = `folder/abandoned-${i}`;
      const stream = await storage.openWriteStream(key);
      stream.destroy();
      await storage.remove(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(existsSync(join(root, key))).toBe(false);
    }
  });

  it('never reaches outside its folder', async () => {
    await expect(storage.openWriteStream('../escape')).rejects.toThrow(/escapes/);
  });
});
