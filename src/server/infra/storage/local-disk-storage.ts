// The default storage: files on local disk under DATA_DIR/uploads, readable only by our user.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.js';

export function localDiskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);

  // Keys are made by our code, but a path that escapes the root must never be possible.
  function pathOf(key: string): string {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the storage folder: ${key}`);
    return path;
  }

  return {
    async openWriteStream(key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const stream = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      // Only once the file exists: a stream destroyed before its open finished would still
      // create the file afterwards, behind the back of a caller that had already removed the key.
      await once(stream, 'open');
      return stream;
    },
    async openReadStream(key) {
      const stream = createReadStream(pathOf(key));
      // A missing file is an error now, not a download cut off later.
      await once(stream, 'open');
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    describe: () => `local disk (${root})`,
  };
}
