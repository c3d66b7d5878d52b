// The deployment guide (docs/deployment.md) and the files it installs (deploy/) name variables,
// routes, npm scripts, compiled paths, limits and timeouts of this product: each named thing must
// exist and agree with the code, so the guide cannot drift from what it deploys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, stopTestApp, type TestApp } from '../../tests/support/test-app.js';
import { testConfig } from '../../tests/support/test-config.js';
import { DRIVER_PHOTO_RULES, ITEM_PHOTO_RULES, SIGNATURE_RULES, type UploadRules } from '../shared/uploads.js';
import { loadConfig } from './config.js';
import { PROJECT_ROOT } from './project-root.js';

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');

const GUIDE = read('docs/deployment.md');
const UNIT_TEXT = read('deploy/systemd/freight-site.service');
const ENV_TEMPLATE_PATH = join(PROJECT_ROOT, 'deploy/systemd/freight-site.env');
const ENV_TEMPLATE = read('deploy/systemd/freight-site.env');
const CADDYFILE = read('deploy/caddy/Caddyfile');
const NGINX = read('deploy/nginx/freight-site.conf');
const PROMETHEUS = read('deploy/prometheus/scrape.yml');
const BACKUP_SCRIPTS = ['deploy/backup/pg-backup.sh', 'deploy/backup/restore-drill.sh'];

/** Everything an operator reads or installs, by the name it is found under. */
const DOCUMENTS: Record<string, string> = {
  'docs/deployment.md': GUIDE,
  'deploy/systemd/freight-site.service': UNIT_TEXT,
  'deploy/systemd/freight-site.env': ENV_TEMPLATE,
  'deploy/caddy/Caddyfile': CADDYFILE,
  'deploy/nginx/freight-site.conf': NGINX,
  'deploy/prometheus/scrape.yml': PROMETHEUS,
};

type UnitFile = Map<string, [key: string, value: string][]>;

const UNIT_SECTIONS = ['Unit', 'Service', 'Install'];

/** A unit file as systemd reads it: `[Section]` headers and `Key=value` lines, comments and blanks aside. */
function parseUnit(text: string): UnitFile {
  const sections: UnitFile = new Map();
  let current: [string, string][] | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || /^[#;]/.test(line)) return;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      expect(UNIT_SECTIONS, `line ${index + 1}: unknown section`).toContain(header[1]);
      current = [];
      sections.set(header[1]!, current);
      return;
    }
    const assignment = /^([A-Z][A-Za-z]+)=(.*)$/.exec(line);
    expect(assignment, `line ${index + 1} is not Key=value: ${line}`).not.toBeNull();
    expect(current, `line ${index + 1} comes before any section`).toBeDefined();
    current!.push([assignment![1]!, assignment![2]!]);
  });
  return sections;
}

function unitValues(unit: UnitFile, section: string, key: string): string[] {
  return (unit.get(section) ?? []).filter(([name]) => name === key).map(([, value]) => value);
}

function unitValue(unit: UnitFile, section: string, key: string): string {
  const values = unitValues(unit, section, key);
  expect(values, `${section}.${key}`).toHaveLength(1);
  return values[0]!;
}

/** `NAME=value` pairs of the env template as a shell (and systemd's EnvironmentFile=) reads them. */
function templateValues(): Record<string, string> {
  const print = 'process.stdout.write(JSON.stringify(process.env))';
  const result = spawnSync('bash', ['--norc', '--noprofile', '-c', `set -a; . ${JSON.stringify(ENV_TEMPLATE_PATH)}; node -e '${print}'`], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  const all = JSON.parse(result.stdout) as Record<string, string>;
  const names = [...ENV_TEMPLATE.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, all[name] ?? '']));
}

/** The variables config.ts parses: the keys of its environment schema. */
function configuredVariables(): Set<string> {
  return new Set([...read('src/server/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]!));
}

/** Compiled server files (dist/server/...js) as tsconfig.server.json writes them, relative to the root. */
function compiledServerFiles(): Set<string> {
  const configPath = join(PROJECT_ROOT, 'tsconfig.server.json');
  const configFile: { config?: unknown } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, PROJECT_ROOT, undefined, configPath);
  const rootDir = parsed.options.rootDir!;
  const outDir = parsed.options.outDir!;
  return new Set(
    parsed.fileNames
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => relative(PROJECT_ROOT, join(outDir, relative(rootDir, file))).replace(/\.ts$/, '.js')),
  );
}

/** A size as Caddy (go-humanize: MB = 10^6, MiB = 2^20) or nginx (m = 2^20) writes it, in bytes. */
function bytesOf(size: string): number {
  const match = /^(\d+)\s*(MB|MiB|m|M)$/.exec(size.trim());
  expect(match, `size ${size}`).not.toBeNull();
  const units: Record<string, number> = { MB: 1e6, MiB: 2 ** 20, m: 2 ** 20, M: 2 ** 20 };
  return Number(match![1]) * units[match![2]!]!;
}

const formBytes = (rules: UploadRules[]) => rules.reduce((sum, rule) => sum + rule.maxFiles * rule.maxBytes, 0);

describe('the systemd unit', () => {
  const unit = parseUnit(UNIT_TEXT);

  it('is Key=value lines in [Unit], [Service] and [Install]', () => {
    expect([...unit.keys()]).toEqual(UNIT_SECTIONS);
  });

  it('runs the compiled production entry point as its own user, with its settings from an env file', () => {
    const [node, script, ...rest] = unitValue(unit, 'Service', 'ExecStart').split(' ');
    expect(node).toBe('/usr/bin/node');
    expect(rest).toEqual([]);
    const workingDirectory = unitValue(unit, 'Service', 'WorkingDirectory');
    expect(script!.startsWith(`${workingDirectory}/`)).toBe(true);
    expect(compiledServerFiles()).toContain(relative(workingDirectory, script!));
    expect(relative(workingDirectory, script!)).toBe('dist/server/server/main.js');
    expect(unitValue(unit, 'Service', 'User')).toBe('freight-site');
    expect(unitValue(unit, 'Service', 'EnvironmentFile')).toBe('/etc/freight-site/env');
    expect(unitValues(unit, 'Service', 'Environment')).toEqual(['NODE_ENV=production']);
    expect(unitValue(unit, 'Service', 'Restart')).toBe('on-failure');
  });

  it('waits for the app to close longer than the app waits for its own requests', () => {
    // shutdown.ts: the forced exit after a SIGTERM whose requests do not finish.
    const forcedExit = /const FORCED_EXIT_AFTER_MS = ([\d_]+);/.exec(read('src/server/shutdown.ts'));
    expect(forcedExit).not.toBeNull();
    const forcedExitSeconds = Number(forcedExit![1]!.replaceAll('_', '')) / 1000;
    expect(Number(unitValue(unit, 'Service', 'TimeoutStopSec'))).toBeGreaterThan(forcedExitSeconds);
    expect(unitValue(unit, 'Service', 'KillSignal')).toBe('SIGTERM');
  });

  it('lets the process write DATA_DIR only, which the env file names', () => {
    expect(unitValue(unit, 'Service', 'ProtectSystem')).toBe('strict');
    expect(unitValue(unit, 'Service', 'NoNewPrivileges')).toBe('true');
    expect(unitValue(unit, 'Service', 'PrivateTmp')).toBe('true');
    expect(unitValue(unit, 'Service', 'UMask')).toBe('0077');
    const stateDirectory = unitValue(unit, 'Service', 'StateDirectory');
    expect(templateValues().DATA_DIR).toBe(`/var/lib/${stateDirectory}`);
    expect(unitValues(unit, 'Service', 'ReadWritePaths')).toEqual([]);
  });

  it('has no ExecStartPre: the start migrates under its own lock', () => {
    expect(unitValues(unit, 'Service', 'ExecStartPre')).toEqual([]);
    expect(read('src/server/start-server.ts')).toMatch(/await applyMigrations\(database\)/);
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze') || !existsSync('/usr/bin/node'))(
    'passes systemd-analyze verify without a warning',
    () => {
      // verify wants the file under its own name; it checks the keys, their values and ExecStart's binary.
      const folder = mkdtempSync(join(tmpdir(), 'freight-unit-'));
      try {
        const copy = join(folder, 'freight-site.service');
        writeFileSync(copy, UNIT_TEXT);
        const result = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
        expect(result.stderr.split('\n').filter((line) => line.includes('freight-site.service'))).toEqual([]);
        expect(result.status).toBe(0);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('the env file template', () => {
  it('is a valid production configuration for one VM behind Caddy', () => {
    const values = templateValues();
    const config = loadConfig({ ...values, NODE_ENV: 'production' });
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe('127.0.0.1');
    expect(config.publicBaseUrl.startsWith('https://')).toBe(true);
    expect(config.metrics.allowedAddresses).toEqual(['127.0.0.1']);
    // Caddy forwards to the address and port the app listens on.
    expect(CADDYFILE).toMatch(new RegExp(`reverse_proxy ${config.host}:${config.port} `));
  });
});

describe('the variables the guide and the files name', () => {
  it('are all read by the server (config.ts)', () => {
    const known = configuredVariables();
    const unknown = Object.entries(DOCUMENTS).flatMap(([name, text]) => {
      // Unit files also hold systemd's own capitals (AF_INET, SIGTERM); only their Environment= names count.
      const mentioned = name.endsWith('.service')
        ? [...text.matchAll(/^Environment=([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
        : [...text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map((match) => match[0]);
      return mentioned.filter((variable) => !known.has(variable)).map((variable) => `${name}: ${variable}`);
    });
    expect(unknown).toEqual([]);
    expect([...known]).toEqual(expect.arrayContaining(['NODE_ENV', 'DATA_DIR', 'TRUST_PROXY', 'S3_FORCE_PATH_STYLE']));
  });
});

describe('the commands and paths the guide names', () => {
  it('runs npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = [...GUIDE.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it('names compiled files the server build writes', () => {
    const compiled = compiledServerFiles();
    const named = Object.values(DOCUMENTS).flatMap((text) => [...text.matchAll(/dist\/server\/[\w/.-]+\.js/g)].map((match) => match[0]));
    expect(named).toContain('dist/server/server/cli/db-migrate.js');
    expect(named.filter((path) => !compiled.has(path))).toEqual([]);
  });

  it('links files that exist', () => {
    const linked = [...GUIDE.matchAll(/\]\(\.\.\/([^)#]+)/g)].map((match) => match[1]!);
    expect(linked.filter((path) => !existsSync(join(PROJECT_ROOT, path)))).toEqual([]);
  });

  it('ships backup scripts a POSIX shell can parse', () => {
    for (const script of BACKUP_SCRIPTS) {
      const result = spawnSync('sh', ['-n', join(PROJECT_ROOT, script)], { encoding: 'utf8' });
      expect(result.stderr, script).toBe('');
      expect(result.status, script).toBe(0);
    }
  });
});

describe('the proxies', () => {
  it('take the largest request the app takes, and not much more', () => {
    const largest = Math.max(formBytes([DRIVER_PHOTO_RULES, SIGNATURE_RULES]), formBytes([ITEM_PHOTO_RULES]));
    const limits = [bytesOf(/max_size (\S+)/.exec(CADDYFILE)![1]!), bytesOf(/client_max_body_size (\S+);/.exec(NGINX)![1]!)];
    for (const limit of limits) {
      // The form's text fields and multipart framing ride on top of the files.
      expect(limit).toBeGreaterThan(largest + 1024 * 1024);
      expect(limit).toBeLessThan(largest * 1.5);
    }
  });

  it('answer /metrics with 404 themselves', () => {
    expect(CADDYFILE).toMatch(/@metrics path \/metrics /);
    expect(CADDYFILE).toMatch(/respond @metrics 404/);
    expect(NGINX).toMatch(/location = \/metrics \{\s+return 404;/);
  });

  it('keep the load balancer idle timeout inside the app keep-alive (the balancer closes first)', () => {
    const keepAliveMs = testConfig().http.keepAliveTimeoutMs;
    expect(GUIDE).toContain(`is ${keepAliveMs / 1000} s (\`HTTP_KEEP_ALIVE_TIMEOUT_MS\`)`);
    expect(keepAliveMs).toBeGreaterThan(60_000);
  });
});

describe('the routes the guide and the proxies name', () => {
  let started: TestApp | undefined;

  beforeAll(async () => {
    // /metrics exists only when someone may read it.
    started = await startTestApp({ config: testConfig({ METRICS_TOKEN: 'a'.repeat(32) }) });
  });

  afterAll(async () => {
    await stopTestApp(started?.app, started?.database);
  });

  it('exist as GET routes', () => {
    const named = new Set([
      ...[...GUIDE.matchAll(/`GET (\/[\w/-]*)`/g)].map((match) => match[1]!),
      ...[...CADDYFILE.matchAll(/(?:health_uri|not path|@metrics path) (\/[\w/-]*)/g)].map((match) => match[1]!),
      ...[...NGINX.matchAll(/location = (\/[\w/-]*)/g)].map((match) => match[1]!),
    ]);
    expect([...named]).toEqual(expect.arrayContaining(['/readyz', '/healthz', '/metrics', '/api/admin/dispatch/events']));
    expect([...named].filter((url) => !started!.app.hasRoute({ method: 'GET', url }))).toEqual([]);
  });

  it('answer as the health table says', async () => {
    const ready = await started!.app.inject({ method: 'GET', url: '/readyz' });
    const alive = await started!.app.inject({ method: 'GET', url: '/healthz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    expect(GUIDE).toContain('200 `{"status":"ready"}`');
    expect(GUIDE).toContain('200 `{"status":"ok"}`');
  });
});
