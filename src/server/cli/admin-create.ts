// `npm run admin:create [email] [--role <role>]`: creates a staff member (an owner unless --role
// names another of src/shared/staff-roles.ts), or sets a new password for an existing one (which
// ends that member's sessions; their role stays). Asks for the password twice without echoing it; with
// standard input not a terminal, reads it from the first line (for scripts).
// Uses the same DATABASE_URL / DATA_DIR as the server. The embedded database can be opened by
// one process at a time: stop the server first, or use ADMIN_EMAIL / ADMIN_PASSWORD instead.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../shared/staff-roles.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createOrResetAdmin, passwordProblem } from '../features/admin/index.js';
import { loadConfigOrExit } from '../load-config-or-exit.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Piped input is read line by line through one reader; a terminal is asked one question at a time.
let pipedLines: AsyncIterator<string> | undefined;

async function ask(prompt: string): Promise<string> {
  if (process.stdin.isTTY) {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await terminal.question(prompt);
    } finally {
      terminal.close();
    }
  }
  pipedLines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const line = await pipedLines.next();
  if (line.done) fail('No answer given.');
  return line.value;
}

/** Reads a line without showing it on a terminal (raw mode); piped input is read as a plain line. */
function askSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return ask(prompt);
  const stdin = process.stdin;
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let secret = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      resolve(secret);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') fail('\nCancelled.');
        secret = character === '\u007f' || character === '\b' ? secret.slice(0, -1) : secret + character;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The optional e-mail and --role from the command line; a wrong option or role stops here. */
function commandLine(): { email: string | undefined; role: StaffRole } {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { role: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const role = parsed.values.role ?? 'owner';
  if (!isStaffRole(role)) fail(`"${role}" is not a role; use one of ${STAFF_ROLES.join(', ')}.`);
  if (parsed.positionals.length > 1) fail('Give at most one e-mail address.');
  return { email: parsed.positionals[0], role };
}

async function main(): Promise<void> {
  const { email: givenEmail, role } = commandLine();
  const config = loadConfigOrExit();
  const email = givenEmail ?? (await ask('Admin e-mail: '));
  if (!z.email().safeParse(email.trim()).success) fail(`"${email}" is not an e-mail address.`);

  const password = await askSecret('Password (at least 12 characters): ');
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if (process.stdin.isTTY && (await askSecret('Repeat the password: ')) !== password) fail('The passwords do not match.');

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const outcome = await createOrResetAdmin(database.db, email, password, role);
    console.log(
      outcome === 'created'
        ? `Created ${role} ${email.trim().toLowerCase()}.`
        : `Set a new password for ${email.trim().toLowerCase()}; their sessions have ended.`,
    );
  } finally {
    await database.close();
  }
}

await main();
