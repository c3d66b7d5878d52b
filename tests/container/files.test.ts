// The container files (Dockerfile, .dockerignore, deploy/container/) name variables, compiled paths,
// limits and timeouts of this product, as the deployment guide does (src/server/deployment-files.test.ts):
// each named thing must exist and agree with the code. The two scripts the image and the compose
// file run are run here too, against a stand-in server and a local S3-compatible store. No
// container runtime is needed (image.test.ts builds and runs the image itself).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { freePort } from '../support/processes.js';

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');

const DOCKERFILE = read('Dockerfile');
const DOCKERIGNORE = read('.dockerignore');
const COMPOSE = read('deploy/container/compose.yaml');
const ENV_EXAMPLE = read('deploy/container/env.example');
const NGINX = read('deploy/container/nginx.conf');
const HEALTHCHECK_SCRIPT = join(PROJECT_ROOT, 'deploy/container/healthcheck.mjs');
const CREATE_BUCKET_SCRIPT = join(PROJECT_ROOT, 'deploy/container/create-bucket.mjs');

/** Variables the compose file and its env template use for compose itself, not for the application. */
const COMPOSE_ONLY_VARIABLES = ['POSTGRES_PASSWORD', 'PROXY_PORT', 'FREIGHT_IMAGE', 'NODE_IMAGE'];

/** The variables config.ts parses: the keys of its environment schema. */
function configuredVariables(): Set<string> {
  return new Set([...read('src/server/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]!));
}

/** dist/server/<path>.js is compiled from src/<path>.ts (tsconfig.server.json: rootDir src, outDir dist/server). */
function isCompiledServerFile(path: string): boolean {
  const match = /^dist\/server\/([\w/.-]+)\.js$/.exec(path);
  return match !== null && existsSync(join(PROJECT_ROOT, 'src', `${match[1]}.ts`));
}

/** The JSON array of a Dockerfile instruction in exec form, e.g. CMD ["node", "main.js"]. */
function execForm(instruction: string): string[] {
  const match = new RegExp(`^${instruction} (\\[.*\\])$`, 'm').exec(DOCKERFILE);
  expect(match, `${instruction} in exec form`).not.toBeNull();
  return JSON.parse(match![1]!) as string[];
}

/** The runtime stage: from the last FROM to the end. */
const RUNTIME_STAGE = DOCKERFILE.slice(DOCKERFILE.lastIndexOf('\nFROM '));

/** The application's forced exit after SIGTERM, in seconds (src/server/shutdown.ts). */
function forcedExitSeconds(): number {
  const match = /const FORCED_EXIT_AFTER_MS = ([\d_]+);/.exec(read('src/server/shutdown.ts'));
  expect(match).not.toBeNull();
  return Number(match![1]!.replaceAll('_', '')) / 1000;
}

/** Runs a Node script with `env` on top of a minimal environment; resolves to its exit code and output. */
function runScript(script: string, env: Record<string, string>, cwd = PROJECT_ROOT): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe('the Dockerfile', () => {
  it('runs the compiled server in exec form, as an unprivileged user, stopped by SIGTERM', () => {
    const command = execForm('CMD');
    expect(command[0]).toBe('node');
    expect(command).toEqual(['node', 'dist/server/server/main.js']);
    expect(isCompiledServerFile(command[1]!)).toBe(true);
    // No entrypoint: node is the first process, and `run IMAGE node dist/.../db-migrate.js` replaces the command.
    expect(execForm('ENTRYPOINT')).toEqual([]);
    expect(RUNTIME_STAGE).toMatch(/^STOPSIGNAL SIGTERM$/m);
    const user = /^USER (\d+):(\d+)$/m.exec(RUNTIME_STAGE);
    expect(user, 'a numeric USER, which Kubernetes runAsNonRoot can check').not.toBeNull();
    expect(Number(user![1])).toBeGreaterThan(0);
    expect(RUNTIME_STAGE).toMatch(new RegExp(`useradd .*--uid ${user![1]} `));
  });

  it('sets only variables the server reads, DATA_DIR on the volume its user owns', () => {
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(RUNTIME_STAGE)![1]!;
    const pairs = Object.fromEntries([...env.matchAll(/([A-Z][A-Z0-9_]*)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
    const known = configuredVariables();
    expect(Object.keys(pairs).filter((name) => !known.has(name))).toEqual([]);
    expect(pairs).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    expect(RUNTIME_STAGE).toContain(`VOLUME ["${pairs.DATA_DIR}"]`);
    expect(RUNTIME_STAGE).toMatch(new RegExp(`install -d -o freight-site -g freight-site -m 0700 ${pairs.DATA_DIR}\\b`));
    expect(RUNTIME_STAGE).toMatch(new RegExp(`^EXPOSE ${pairs.PORT}$`, 'm'));
  });

  it('checks /readyz with the script it copies into the image', () => {
    const healthcheck = /^HEALTHCHECK (.*) CMD (\[.*\])$/m.exec(RUNTIME_STAGE);
    expect(healthcheck).not.toBeNull();
    expect(JSON.parse(healthcheck![2]!)).toEqual(['node', 'healthcheck.mjs']);
    expect(RUNTIME_STAGE).toMatch(/^COPY deploy\/container\/healthcheck\.mjs \.\/healthcheck\.mjs$/m);
    expect(readFileSync(HEALTHCHECK_SCRIPT, 'utf8')).toContain("path: '/readyz'");
    // A load balancer's timeout is 3 s (docs/deployment.md); the script gives up after 2.5 s.
    expect(healthcheck![1]).toMatch(/--timeout=3s/);
  });

  it('ships the release and nothing else: production dependencies, dist/, drizzle/, package.json and the lock file', () => {
    const copies = [...RUNTIME_STAGE.matchAll(/^COPY (.*)$/gm)].map((match) => match[1]!);
    expect(copies).toEqual([
      '--from=production-dependencies /app/node_modules ./node_modules',
      'package.json package-lock.json ./',
      'drizzle ./drizzle',
      'deploy/container/healthcheck.mjs ./healthcheck.mjs',
      '--from=build /app/dist ./dist',
    ]);
    expect(DOCKERFILE).toMatch(/npm ci --omit=dev /);
  });

  it('builds every stage on the same base, Node 24 slim by default', () => {
    expect(DOCKERFILE).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m);
    const bases = [...DOCKERFILE.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}', '${NODE_IMAGE}']);
    // The same version as CI's Node (scripts/install-node.sh) and the base image script.
    const pinned = /^NODE_VERSION=(\S+)$/m.exec(read('scripts/install-node.sh'))![1];
    expect(DOCKERFILE).toContain(`node:${pinned}-bookworm-slim`);
  });
});

describe('the build context (.dockerignore)', () => {
  const rules = DOCKERIGNORE.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

  it('starts from nothing and lets in what the Dockerfile copies from it', () => {
    expect(rules[0]).toBe('*');
    for (const path of ['package.json', 'package-lock.json', 'drizzle/', 'src/', 'deploy/container/healthcheck.mjs']) {
      expect(rules, path).toContain(`!${path}`);
    }
    for (const rule of rules.filter((line) => line.startsWith('!'))) {
      expect(existsSync(join(PROJECT_ROOT, rule.slice(1))), rule).toBe(true);
    }
  });

  it('lets in the files the build reads: the tool configs and what vite.config.ts imports', () => {
    const viteImports = [...read('vite.config.ts').matchAll(/from '\.\/([\w/.-]+)\.js'/g)].map((match) => `${match[1]}.ts`);
    expect(viteImports.length).toBeGreaterThan(0);
    for (const path of [
      'tsconfig.json',
      'tsconfig.base.json',
      'tsconfig.server.json',
      'vite.config.ts',
      'lingui.config.ts',
      ...viteImports,
    ]) {
      expect(rules, path).toContain(`!${path}`);
    }
  });
});

describe('the compose file', () => {
  const appEnvironment = /^x-app: &app\n(?: {2}.*\n)*? {2}environment:\n((?: {4}.*\n)+)/m.exec(COMPOSE);

  it('gives the instances only variables the server reads', () => {
    expect(appEnvironment).not.toBeNull();
    const names = [...appEnvironment![1]!.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'TRUST_PROXY', 'PUBLIC_BASE_URL']),
    );
    const known = configuredVariables();
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('has an env template whose variables are the server’s or compose’s own', () => {
    const known = configuredVariables();
    const names = [...ENV_EXAMPLE.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(names.filter((name) => !known.has(name) && !COMPOSE_ONLY_VARIABLES.includes(name))).toEqual([]);
    const interpolated = [...COMPOSE.matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}-]/g)].map((match) => match[1]!);
    expect(interpolated.filter((name) => !names.includes(name) && name !== 'S3_BUCKET')).toEqual([]);
  });

  it('migrates with the compiled command before the instances start, and waits for the bucket', () => {
    expect(COMPOSE).toContain("command: ['node', 'dist/server/server/cli/db-migrate.js']");
    expect(isCompiledServerFile('dist/server/server/cli/db-migrate.js')).toBe(true);
    expect(COMPOSE).toMatch(
      / {2}migrate:\n {4}condition: service_completed_successfully\n {2}bucket:\n {4}condition: service_completed_successfully/,
    );
    expect((COMPOSE.match(/depends_on: \*instance-dependencies/g) ?? []).length).toBe(2);
  });

  it('gives a stopping instance longer than the application waits for its requests', () => {
    const grace = /stop_grace_period: (\d+)s/.exec(COMPOSE);
    expect(grace).not.toBeNull();
    expect(Number(grace![1])).toBeGreaterThan(forcedExitSeconds());
  });

  it('puts nginx in front with the N-instance example’s limits', () => {
    const example = read('deploy/nginx/freight-site.conf');
    const setting = (text: string, name: string) => new RegExp(`^\\s*${name} (\\S+);`, 'm').exec(text)?.[1];
    for (const name of [
      'client_max_body_size',
      'client_body_timeout',
      'client_header_timeout',
      'limit_conn freight_per_client',
      'proxy_next_upstream error timeout',
    ]) {
      expect(setting(NGINX, name), name).toBe(setting(example, name));
    }
    expect(NGINX).toMatch(/location = \/metrics \{\s+return 404;/);
    const upstreams = [...NGINX.matchAll(/^\s*server ([\w-]+):(\d+) /gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstreams).toEqual(['app-1:5000', 'app-2:5000']);
    for (const service of ['app-1', 'app-2']) expect(COMPOSE).toContain(`\n  ${service}:\n`);
    expect(COMPOSE).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });
});

describe('the HEALTHCHECK script', () => {
  /** A stand-in for the server: /readyz answers `status`, or never ('silent'). */
  async function withServer(status: number | 'silent', check: (port: number) => Promise<void>, port = 0): Promise<void> {
    const server: Server = createServer((request, response) => {
      if (status === 'silent') return;
      response.writeHead(request.url === '/readyz' ? status : 404).end();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    try {
      const address = server.address();
      await check(typeof address === 'object' && address ? address.port : port);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const check = async (port: number, host = '127.0.0.1') => (await runScript(HEALTHCHECK_SCRIPT, { HOST: host, PORT: String(port) })).code;

  it('exits 0 on a 200 from /readyz, 1 on a 503, on silence past 2.5 s and on nothing listening', async () => {
    // HOST=0.0.0.0 (the image's) is asked on the loopback.
    await withServer(200, async (port) => expect(await check(port, '0.0.0.0')).toBe(0));
    await withServer(503, async (port) => expect(await check(port, '0.0.0.0')).toBe(1));
    await withServer('silent', async (port) => {
      const started = Date.now();
      expect(await check(port)).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
    });
    expect(await check(await freePort())).toBe(1);
  });

  it('reaches a server on 5061, a port fetch() refuses ("bad port" in the Fetch standard)', async (context) => {
    try {
      await withServer(200, async (port) => expect(await check(port)).toBe(0), 5061);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') context.skip('port 5061 is in use here');
      throw error;
    }
  });
});

describe('the bucket script', () => {
  it('creates the bucket once, and says it exists the next time', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'freight-create-bucket-'));
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = await s3.run();
    try {
      const env = {
        S3_BUCKET: 'freight-uploads',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
      const first = await runScript(CREATE_BUCKET_SCRIPT, env);
      expect(first).toMatchObject({ code: 0 });
      expect(first.output).toContain('create-bucket: created freight-uploads');
      expect(existsSync(join(directory, 'freight-uploads'))).toBe(true);
      const second = await runScript(CREATE_BUCKET_SCRIPT, env);
      expect(second).toMatchObject({ code: 0 });
      expect(second.output).toContain('create-bucket: freight-uploads exists already');
      expect(await runScript(CREATE_BUCKET_SCRIPT, { ...env, S3_BUCKET: '' })).toMatchObject({ code: 1 });
    } finally {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
