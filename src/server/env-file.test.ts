import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchFolder } from '../../tests/support/test-config.js';
import { loadConfig } from './config.js';
import { envFileProblem, EnvFileError, loadEnvFile } from './env-file.js';
import { PROJECT_ROOT } from './project-root.js';

const EXAMPLE = join(PROJECT_ROOT, '.env.example');
const folders: string[] = [];
const setHere: string[] = [];

afterEach(() => {
  for (const name of setHere.splice(0)) Reflect.deleteProperty(process.env, name);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function envFile(text: string): string {
  const folder = scratchFolder('freight-env-');
  folders.push(folder);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, '.env');
  writeFileSync(path, text);
  return path;
}

describe('loadEnvFile', () => {
  it('sets what the environment does not, and leaves what it does (even an empty value)', () => {
    setHere.push('ENV_FILE_TEST_ONLY_IN_FILE', 'ENV_FILE_TEST_IN_BOTH', 'ENV_FILE_TEST_EMPTY_IN_ENV', 'ENV_FILE_TEST_QUOTED');
    process.env.ENV_FILE_TEST_IN_BOTH = 'from the environment';
    process.env.ENV_FILE_TEST_EMPTY_IN_ENV = '';
    const path = envFile(
      [
        '# a comment',
        'ENV_FILE_TEST_ONLY_IN_FILE=from the file',
        'ENV_FILE_TEST_IN_BOTH=from the file',
        'ENV_FILE_TEST_EMPTY_IN_ENV=from the file',
        '',
        "ENV_FILE_TEST_QUOTED='OTP Freight & Delivery'",
      ].join('\n'),
    );

    expect(loadEnvFile(path)).toBe('loaded');
    expect(process.env.ENV_FILE_TEST_ONLY_IN_FILE).toBe('from the file');
    expect(process.env.ENV_FILE_TEST_IN_BOTH).toBe('from the environment');
    expect(process.env.ENV_FILE_TEST_EMPTY_IN_ENV).toBe('');
    expect(process.env.ENV_FILE_TEST_QUOTED).toBe('OTP Freight & Delivery');
  });

  it('is fine without a file', () => {
    expect(loadEnvFile(join(scratchFolder('freight-env-'), 'no-such.env'))).toBe('absent');
  });

  it('refuses a line that is not NAME=value, by its number and without echoing it, and sets nothing', () => {
    setHere.push('ENV_FILE_TEST_BEFORE', 'ENV_FILE_TEST_AFTER');
    const path = envFile('ENV_FILE_TEST_BEFORE=1\nhunter2 is my password\nENV_FILE_TEST_AFTER=2\n');

    expect(() => loadEnvFile(path)).toThrow(EnvFileError);
    expect(() => loadEnvFile(path)).toThrow(`${path} line 2 is not NAME=value`);
    expect(() => loadEnvFile(path)).not.toThrow(/hunter2/);
    expect(process.env.ENV_FILE_TEST_BEFORE).toBeUndefined();
  });

  it('refuses a folder where the file should be, saying why', () => {
    const folder = scratchFolder('freight-env-');
    folders.push(folder);
    mkdirSync(join(folder, '.env'), { recursive: true });
    expect(() => loadEnvFile(join(folder, '.env'))).toThrow(/\.env could not be read: EISDIR/);
  });
});

describe('envFileProblem', () => {
  it.each([
    ['blank lines, comments, export and quoted values', '\n# note\nexport A=1\nB="two words"\nC=\n  D = spaced\n'],
    ['a quoted value over several lines', 'KEY="line one\nline two"\nNEXT=1\n'],
    ['Windows line ends', 'A=1\r\nB=2\r\n'],
  ])('accepts %s', (_name, text) => {
    expect(envFileProblem(text)).toBeUndefined();
  });

  it.each([
    ['a line without =', 'A=1\nCOMPANY NAME Acme\nPORT=80', 'line 2 is not NAME=value'],
    ['a name with a space', 'COMPANY NAME=Acme', 'line 1 is not NAME=value'],
    ['a name starting with a digit', '1PORT=80', 'line 1 is not NAME=value'],
    ['a quote never closed', 'A=1\nB="open\nC=2\n', 'line 2 opens a " quoted value that is never closed'],
  ])('refuses %s', (_name, text, problem) => {
    expect(envFileProblem(text)).toContain(problem);
  });
});

describe('.env.example', () => {
  // Every variable the example assigns, in order.
  const names = [...envFileText().matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);

  it('is a valid .env file and a valid configuration', () => {
    expect(envFileProblem(envFileText())).toBeUndefined();
    expect(names).toContain('COMPANY_NAME');
    const config = loadConfig(valuesFrom(['node', '-e', `process.loadEnvFile(${JSON.stringify(EXAMPLE)}); ${PRINT_ENV}`]));
    expect(config.company.name).toBe('OTP Freight & Delivery');
  });

  it('gives a shell (set -a; . ./.env.example) the same values as Node', () => {
    const fromBash = valuesFrom(['bash', '--norc', '--noprofile', '-c', `set -a; . ${JSON.stringify(EXAMPLE)}; node -e '${PRINT_ENV}'`]);
    const fromNode = valuesFrom(['node', '-e', `process.loadEnvFile(${JSON.stringify(EXAMPLE)}); ${PRINT_ENV}`]);

    const pick = (values: Record<string, string>) => Object.fromEntries(names.map((name) => [name, values[name]]));
    expect(pick(fromBash)).toEqual(pick(fromNode));
    expect(fromBash.COMPANY_NAME).toBe('OTP Freight & Delivery');
    expect(fromBash.SUPPORT_PHONE).toBe('(555) 123-4567');
    // Every name is set in both, empty ones included.
    expect(names.filter((name) => fromBash[name] === undefined || fromNode[name] === undefined)).toEqual([]);
  });
});

const PRINT_ENV = 'process.stdout.write(JSON.stringify(process.env))';

function envFileText(): string {
  return readFileSync(EXAMPLE, 'utf8');
}

/** The environment a command ends with, started from nothing but PATH; its errors fail the test. */
function valuesFrom([command, ...args]: string[]): Record<string, string> {
  const result = spawnSync(command!, args, { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, string>;
}
