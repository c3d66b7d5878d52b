// Reads a `.env` file into process.env with Node's own parser (process.loadEnvFile). The
// environment wins: a variable already set, even to nothing, keeps its value, so a deploy's
// settings cannot be overridden by a file left on the disk. A missing file is fine.
//
// Node's parser never refuses a file: a line without `=` is glued onto the next line's name, so
// `COMPANY NAME Acme` followed by `PORT=80` silently loses PORT. Each line is checked first, and
// a line that is not `NAME=value` stops the start with its number (never its text: it may hold a
// password).
import { readFileSync } from 'node:fs';

export class EnvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvFileError';
  }
}

/** Loads `path` into process.env when it exists; 'absent' when it does not. Throws EnvFileError on a malformed line. */
export function loadEnvFile(path: string): 'loaded' | 'absent' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw new EnvFileError(`${path} could not be read: ${(error as Error).message}`);
  }
  const problem = envFileProblem(text);
  if (problem) throw new EnvFileError(`${path} ${problem}`);
  process.loadEnvFile(path);
  return 'loaded';
}

const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=(.*)$/;
const QUOTES = ['"', "'", '`'];

/** The first line that is neither blank, a `#` comment nor `NAME=value` (a quoted value may span lines), or undefined. */
export function envFileProblem(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const assignment = ASSIGNMENT.exec(line);
    if (!assignment) return `line ${index + 1} is not NAME=value (names are letters, digits and _; a comment starts with #)`;
    const value = (assignment[1] ?? '').trimStart();
    const quote = QUOTES.find((mark) => value.startsWith(mark));
    if (!quote || value.indexOf(quote, 1) !== -1) continue;
    // A quoted value left open runs on to the line that closes it.
    const opened = index;
    do index += 1;
    while (index < lines.length && !(lines[index] ?? '').includes(quote));
    if (index >= lines.length) return `line ${opened + 1} opens a ${quote} quoted value that is never closed`;
  }
  return undefined;
}
