// DATA_DIR holds customers' and applicants' personal details: the embedded database (write-ahead
// log included), uploaded documents and, without SMTP, every mail. Only the server's own user may
// read or change any of it: folders 0700, files 0600.
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * New files and folders this process creates are its user's alone, whatever mode the code that
 * creates them asks for (0666 and 0777 are the defaults of most of it). Worker threads cannot
 * change the umask; they share the main thread's.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(0o077);
}

/**
 * Creates `folder` (and its parents) when missing, then makes it and every folder under it 0700
 * and every file 0600: a tree made by an earlier version, or by a library that sets modes of its
 * own (PGlite writes its files 0666 whatever the umask). Symbolic links are neither followed nor
 * changed. Answers the paths whose mode could not be changed (owned by another user), for the
 * caller to log. Synchronous: it runs at start and shutdown, and 100,000 files take well under a
 * second.
 */
export function makeFolderPrivate(folder: string): string[] {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const refused: string[] = [];
  restrict(folder, refused);
  return refused;
}

/**
 * DATA_DIR itself 0700 (created when missing), and the folders we keep in it private throughout
 * (makeFolderPrivate) when they exist. Only those: with DATA_DIR=. an operator's other files (the
 * application's own, say) are none of our business. Answers what could not be changed.
 */
export function makeDataDirPrivate(dataDir: string, ourFolders: readonly string[]): string[] {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const refused: string[] = [];
  try {
    if ((lstatSync(dataDir).mode & 0o7777) !== PRIVATE_FOLDER_MODE) chmodSync(dataDir, PRIVATE_FOLDER_MODE);
  } catch {
    refused.push(dataDir);
  }
  for (const folder of ourFolders.map((name) => join(dataDir, name))) {
    if (existsSync(folder)) refused.push(...makeFolderPrivate(folder));
  }
  return refused;
}

function restrict(path: string, refused: string[]): void {
  try {
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o7777) !== wanted) chmodSync(path, wanted);
    if (stats.isDirectory()) for (const name of readdirSync(path)) restrict(join(path, name), refused);
  } catch (error) {
    // A file the database removed meanwhile is no concern; one we may not change is reported.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') refused.push(path);
  }
}
