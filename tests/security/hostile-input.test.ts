// Attack battery: text the database cannot store, requests that are not well-formed, and what
// the logs keep of either. One exact outcome per row:
// - a NUL in every field of every form, query string and path parameter, and half a surrogate
//   pair in every text of a tracking event: a 400 naming the field with our own message (from our
//   validation, never from the database, so the same on PGlite and PostgreSQL), nothing stored;
// - every route's input schema builds its strings on safeString() (walked from the routes
//   themselves: a new route or field is covered without a new row);
// - malformed multipart bodies and malformed URLs (with the built site): a 4xx, no file left;
// - the log: every row above leaves nothing above info; a failed query is one error line with
//   none of its values; no logged path holds a reference ID or a payment's id.
// Add a form to JSON_FORMS (or ADMIN_FORMS, QUERY_FIELDS), a shape to MALFORMED_MULTIPART or
// MALFORMED_URLS; the walk needs nothing.
import { connect } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as TypeProviderZod from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { driverApplications, interactionEvents, serviceRequests } from '../../src/server/db/schema.js';
import { loggerOptions } from '../../src/server/infra/log-serializers.js';
import { MALFORMED_MULTIPART_MESSAGE } from '../../src/server/infra/storage/multipart-form.js';
import { localDiskStorage } from '../../src/server/infra/storage/local-disk-storage.js';
import { PROJECT_ROOT } from '../../src/server/project-root.js';
import { loadBuiltSite } from '../../src/server/site/built-site.js';
import { DRIVER_APPLICATION_FIELDS, driverApplicationSchema } from '../../src/shared/driver-applications/driver-application-schema.js';
import {
  brokerRequestSchema,
  dispatcherRequestSchema,
  serviceRequestSchema,
  shipperRequestSchema,
} from '../../src/shared/service-requests/service-request-schemas.js';
import { safeString, UNSAFE_TEXT_MESSAGE } from '../../src/shared/safe-text.js';
import { createTestAdmin, signIn, SITE_ORIGIN, type AdminClient } from '../support/admin.js';
import { expectNothingWritten } from '../support/database-digest.js';
import { applicationFields, applicationFiles, daysFromToday } from '../support/driver-applications.js';
import { PNG_BYTES } from '../support/files.js';
import { invoicedRequest } from '../support/payments.js';
import { checksTextFirst, stringsWithoutSafeText } from '../support/schema-strings.js';
import { filesUnder, rawMultipart } from '../support/security.js';
import { brokerRequest, multipart, nextClientAddress, shipperFields } from '../support/service-requests.js';
import { scratchFolder, testConfig } from '../support/test-config.js';
import { openTestDatabase } from '../support/test-database.js';

// Every schema a route validates with, as Fastify compiles it: the walk below needs no list.
const routeSchemas = vi.hoisted(() => [] as { method: string; url: string; httpPart?: string; schema: unknown }[]);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof TypeProviderZod>();
  const validatorCompiler: typeof real.validatorCompiler = (route) => {
    routeSchemas.push(route);
    return real.validatorCompiler(route);
  };
  return { ...real, validatorCompiler };
});

const logLines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
let uploadsDir: string;
let baseUrl: string;
let admin: AdminClient;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = scratchFolder('hostile-input-uploads-');
  const config = testConfig({ LOG_LEVEL: 'info' });
  // The built site, as tests/support/site-server.ts loads it: pages are rendered from request URLs.
  const site = await loadBuiltSite(process.env.TEST_SITE_DIR ?? join(PROJECT_ROOT, 'dist', 'client'), config.company);
  // The real logger (our serializers), writing into logLines instead of stdout.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, site, storage: localDiskStorage(uploadsDir), logger: { ...loggerOptions(config), stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;
  await createTestAdmin(database.db);
  admin = await signIn(app, undefined, nextClientAddress());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  req?: { path: string };
  err?: Record<string, unknown>;
}

/** What the log holds about one response's request. */
function logOf(response: LightMyRequestResponse): LogLine[] {
  const requestId = response.headers['x-request-id'];
  if (typeof requestId !== 'string') return [];
  return logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.requestId === requestId);
}

/** The highest level the request was logged at (30: info, 50: error). */
const loudestLog = (response: LightMyRequestResponse) => Math.max(0, ...logOf(response).map((line) => line.level));

/** The fields a 400 names, with their messages: `fieldErrors`, or the `field: message` of a validation error. */
function refusedFields(response: LightMyRequestResponse): Record<string, string> {
  const body = response.json<{ message: string; fieldErrors?: Record<string, string> }>();
  if (body.fieldErrors) return body.fieldErrors;
  const match = /^([\w.]+): (.*)$/s.exec(body.message);
  return match?.[1] ? { [match[1]]: match[2] ?? '' } : {};
}

/** The outcome of one NUL row: status, the named field's message, and how loud the log was. */
function outcome(response: LightMyRequestResponse, field: string) {
  return {
    status: response.statusCode,
    message: response.statusCode === 400 ? refusedFields(response)[field] : response.body,
    loudestLog: loudestLog(response),
  };
}

const withNul = (value: unknown) => `${typeof value === 'string' ? value : ''}\u0000`;

async function storedRows() {
  const [requests] = await database.db.select({ value: count() }).from(serviceRequests);
  const [applications] = await database.db.select({ value: count() }).from(driverApplications);
  const [events] = await database.db.select({ value: count() }).from(interactionEvents);
  return { requests: requests?.value, applications: applications?.value, events: events?.value };
}

describe('every string a route takes is built on safeString()', () => {
  it('the walk found the routes (body, query string and path parameters)', () => {
    expect(routeSchemas.filter((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(20);
    expect(routeSchemas.some((route) => route.url === '/api/track/interaction' && route.httpPart === 'body')).toBe(true);
  });

  it('the walk sees a plain z.string() wherever it hides', () => {
    const schema = z.object({
      fine: safeString().trim(),
      email: z.email(),
      plain: z.string().optional(),
      list: z.array(z.union([z.number(), z.string().max(5)])),
      pipedIntoPlain: safeString().pipe(z.string().regex(/x/)),
      keys: z.record(z.string(), safeString()),
    });
    expect(stringsWithoutSafeText(schema)).toEqual(['plain', 'list.[]', 'pipedIntoPlain', 'keys.(key)']);
  });

  it('no route schema takes a plain z.string()', () => {
    const unsafe = routeSchemas.flatMap((route) =>
      stringsWithoutSafeText(route.schema as z.core.$ZodType).map((path) => `${route.method} ${route.url} ${route.httpPart ?? ''} ${path}`),
    );
    expect(unsafe).toEqual([]);
  });

  // The two forms whose handlers validate the body themselves (JSON or multipart).
  it.each([
    ['service requests', serviceRequestSchema({ earliestPreferredDate: '2026-01-01' })],
    ['driver applications', driverApplicationSchema({ earliestToday: '2026-01-01', latestToday: '2026-01-02' })],
  ])('nor does the %s schema', (_form, schema) => {
    expect(stringsWithoutSafeText(schema)).toEqual([]);
  });
});

describe('a NUL in every field of every form: 400 naming it, nothing stored, nothing logged above info', () => {
  const expected = (takesText: boolean) => ({
    status: 400,
    message: takesText ? UNSAFE_TEXT_MESSAGE : (expect.any(String) as unknown),
    loudestLog: 30,
  });

  const { carrierRequirements: _broker, ...dispatcherCommon } = brokerRequest({ userRole: 'dispatcher', serviceType: 'load-sourcing' });
  const JSON_REQUESTS: { role: string; valid: Record<string, string>; shape: Record<string, z.core.$ZodType> }[] = [
    { role: 'broker', valid: brokerRequest(), shape: brokerRequestSchema.shape },
    { role: 'dispatcher', valid: { ...dispatcherCommon, equipmentNeeded: 'Dry vans' }, shape: dispatcherRequestSchema.shape },
  ];
  const jsonRequestRows = JSON_REQUESTS.flatMap(({ role, valid, shape }) =>
    Object.entries(shape).map(([field, schema]) => ({ role, field, valid, takesText: checksTextFirst(schema) })),
  );

  it.each(jsonRequestRows)('service request ($role, JSON): $field', async ({ field, valid, takesText }) => {
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      payload: { ...valid, [field]: withNul(valid[field]) },
    });
    expect(outcome(response, field)).toEqual(expected(takesText));
    expect(await storedRows()).toEqual(before);
  });

  const shipperShape = shipperRequestSchema({ earliestPreferredDate: '2026-01-01' }).shape;
  const shipperRows = Object.entries(shipperShape).map(([field, schema]) => ({ field, takesText: checksTextFirst(schema) }));

  it.each(shipperRows)('service request (shipper, multipart with a photo): $field', async ({ field, takesText }) => {
    const fields = shipperFields();
    const form = rawMultipart([
      ...Object.entries({ ...fields, [field]: withNul(fields[field]) }).map(([name, value]) => ({ name, value })),
      { name: 'itemPhotos', value: PNG_BYTES, filenameParameter: 'filename="crate.png"', contentType: 'image/png' },
    ]);
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(outcome(response, field)).toEqual(expected(takesText));
    expect(await storedRows()).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual([]);
  });

  it.each(DRIVER_APPLICATION_FIELDS)('driver application (multipart with its documents): %s', async (field) => {
    const fields = applicationFields();
    const form = await multipart({ ...fields, [field]: withNul(fields[field]) }, applicationFiles());
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver-applications',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(outcome(response, field)).toEqual(expected(true));
    expect(await storedRows()).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual([]);
  });

  // Public JSON routes with a body that passes validation; `choices` are fields of a fixed list.
  const JSON_FORMS: { url: string; valid: Record<string, unknown>; choices?: string[]; headers?: Record<string, string> }[] = [
    { url: '/api/track', valid: { referenceId: 'SR-0000-0000-0000-0000', email: 'who@example.com' } },
    { url: '/api/chat', valid: { message: 'How do I pay an invoice?' } },
    {
      url: '/api/payments/stripe/checkout',
      valid: { amount: '25.00', email: 'payer@example.com', notes: 'load 42', referenceId: 'load 42' },
    },
    { url: '/api/create-payment-intent', valid: { amount: '25.00', referenceId: 'load 42', email: 'payer@example.com', notes: 'load 42' } },
    {
      url: '/api/payments/report',
      valid: { method: 'zelle', amount: '25.00', email: 'payer@example.com', referenceId: 'load 42', notes: 'sent today' },
      choices: ['method'],
    },
    {
      url: '/paypal/order',
      valid: { amount: '25.00', currency: 'USD', intent: 'CAPTURE', referenceId: 'load 42' },
      choices: ['currency', 'intent'],
    },
    { url: '/paypal/order/ORDER12345/capture', valid: { referenceId: 'load 42' } },
    { url: '/api/payments/pi_test_0123456789abcdef01234567/receipt', valid: { email: 'payer@example.com' } },
    { url: '/api/service-requests/SR-0000-0000-0000-0000/pay', valid: { paymentMethod: 'zelle' }, choices: ['paymentMethod'] },
    {
      url: '/api/admin/login',
      valid: { email: 'ops-lead@freight.example', password: 'a long enough test password' },
      headers: { origin: SITE_ORIGIN },
    },
  ];
  const jsonFormRows = JSON_FORMS.flatMap(({ url, valid, choices = [], headers = {} }) =>
    Object.keys(valid).map((field) => ({ url, field, valid, headers, takesText: !choices.includes(field) })),
  );

  it.each(jsonFormRows)('$url: $field', async ({ url, field, valid, headers, takesText }) => {
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClientAddress(),
      headers,
      payload: { ...valid, [field]: withNul(valid[field]) },
    });
    expect(outcome(response, field)).toEqual(expected(takesText));
    expect(await storedRows()).toEqual(before);
  });

  // The dashboard's forms, signed in (ids need not exist: validation comes first).
  const PAYMENT_ID = '00000000-0000-4000-8000-000000000000';
  const ADMIN_FORMS: { method: InjectOptions['method']; url: string; valid: Record<string, unknown>; choices?: string[] }[] = [
    {
      method: 'PATCH',
      url: '/api/admin/service-requests/1/status',
      valid: { status: 'in-progress', notes: 'Driver assigned' },
      choices: ['status'],
    },
    { method: 'PATCH', url: '/api/admin/service-requests/1/quote', valid: { quote: '1250.00' } },
    { method: 'POST', url: '/api/admin/service-requests/1/invoice', valid: { finalAmount: '1250.00' } },
    {
      method: 'PATCH',
      url: '/api/admin/driver-applications/1/status',
      valid: { status: 'reviewing', notes: 'Call Monday' },
      choices: ['status'],
    },
    {
      method: 'POST',
      url: '/api/admin/driver-applications/1/hire',
      valid: { hireDate: daysFromToday(7), medicalCardExpiration: daysFromToday(300), ssn: '501-24-3187' },
    },
    // The driver's SSN recorded in the qualification file (issue 41).
    { method: 'PUT', url: '/api/admin/drivers/1/ssn', valid: { ssn: '501-24-3187' } },
    // A previous employer's request letter (issue 41).
    { method: 'POST', url: '/api/admin/drivers/1/qualification-file/inquiries/1/send', valid: { method: 'email' }, choices: ['method'] },
    { method: 'POST', url: `/api/admin/payments/${PAYMENT_ID}/reject`, valid: { reason: 'Never arrived' } },
    { method: 'POST', url: `/api/admin/payments/${PAYMENT_ID}/refunds`, valid: { amount: '10.00', reason: 'Damaged crate' } },
    { method: 'POST', url: '/api/admin/two-factor/enrolment', valid: { password: 'a long enough test password' } },
    { method: 'POST', url: '/api/admin/two-factor/enrolment/confirm', valid: { code: '123456' } },
  ];
  const adminRows = ADMIN_FORMS.flatMap(({ method, url, valid, choices = [] }) =>
    Object.keys(valid).map((field) => ({ method, url, field, valid, takesText: !choices.includes(field) })),
  );

  it.each(adminRows)('$method $url: $field', async ({ method, url, field, valid, takesText }) => {
    // The admin's own session row notes the call; nothing else may change.
    const response = await expectNothingWritten(
      database.db,
      () =>
        admin.request({
          method,
          url,
          remoteAddress: admin.address,
          payload: { ...valid, [field]: withNul(valid[field]) },
        }),
      ['admin_sessions'],
    );
    expect({ body: response.body, ...outcome(response, field) }).toEqual({ body: response.body, ...expected(takesText) });
  });

  // Query strings and path parameters: %00 decodes to a NUL.
  const QUERY_FIELDS: { url: string; field: string; signedIn?: boolean }[] = [
    ...[
      'service-requests',
      'driver-applications',
      'driver-profiles',
      'payments',
      'export/service-requests',
      'export/driver-applications',
      'export/payments',
    ].map((list) => ({
      url: `/api/admin/${list}?search=gonz%00`,
      field: 'search',
      signedIn: true,
    })),
    { url: '/api/admin/quote-distance?from=48201%00&to=60601', field: 'from', signedIn: true },
    { url: '/api/payments/zelle-qr.svg?reference=load%00', field: 'reference' },
    // A route that reads no query string: the input guard.
    { url: '/api/payments/config?unread=%00', field: 'unread' },
    { url: '/api/service-requests/SR-7K3M-Q9XD-2HVB-N4T%00', field: 'ref' },
    { url: '/api/payments/pi_test_0123%00/outcome', field: 'id' },
    { url: '/api/checkout-session/cs_test_0123%00abcdef', field: 'sessionId' },
  ];

  it.each(QUERY_FIELDS)('GET $url', async ({ url, field, signedIn }) => {
    const response = signedIn
      ? await admin.request({ method: 'GET', url, remoteAddress: admin.address })
      : await app.inject({ method: 'GET', url, remoteAddress: nextClientAddress() });
    expect(outcome(response, field)).toEqual(expected(true));
  });

  it('a NUL in a field no schema knows is refused too (the input guard), naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      payload: { ...brokerRequest(), unknownField: 'x\u0000' },
    });
    expect(outcome(response, 'unknownField')).toEqual(expected(true));
  });
});

describe('half a surrogate pair (or a NUL) in a tracking event: 400, nothing stored', () => {
  const SESSION = { 'x-session-id': 'hostile-input-session-0001' };
  // Raw JSON text: JSON.stringify would escape these anyway, but a script can send them as written.
  const EVENT = (inside: string) => `{"interactionType":"button_click","page":"/",${inside}}`;
  const ROWS: { text: string; body: string; contentType?: string; status: number; stored: number }[] = [
    { text: 'a whole emoji in the label (the control row)', body: EVENT('"element":"Go \\ud83d\\ude9a"'), status: 204, stored: 1 },
    { text: 'a lone high surrogate ending the label', body: EVENT('"element":"Go \\ud83d"'), status: 400, stored: 0 },
    { text: 'a lone low surrogate', body: EVENT('"element":"\\ude9a Go"'), status: 400, stored: 0 },
    { text: 'a pair in the wrong order', body: EVENT('"element":"\\ude9a\\ud83d"'), status: 400, stored: 0 },
    { text: 'a lone surrogate in the page', body: '{"interactionType":"page_view","page":"/track\\ud800"}', status: 400, stored: 0 },
    { text: 'a lone surrogate in a value', body: EVENT('"value":{"label":"\\udfff"}'), status: 400, stored: 0 },
    { text: 'a lone surrogate in a value key', body: EVENT('"value":{"a\\ud800":1}'), status: 400, stored: 0 },
    { text: 'a NUL in the label', body: EVENT('"element":"Go\\u0000"'), status: 400, stored: 0 },
    { text: 'a NUL in the page', body: '{"interactionType":"page_view","page":"/\\u0000"}', status: 400, stored: 0 },
    { text: 'a NUL in a value', body: EVENT('"value":{"label":"a\\u0000"}'), status: 400, stored: 0 },
    {
      text: 'one bad event in a batch: the whole batch is refused',
      body: `{"events":[${EVENT('"element":"fine"')},${EVENT('"element":"\\ud83d"')}]}`,
      status: 400,
      stored: 0,
    },
    {
      text: 'a beacon (text/plain, session in the body)',
      body: `{"sessionId":"hostile-input-session-0002","events":[${EVENT('"element":"\\ud83d"')}]}`,
      contentType: 'text/plain',
      status: 400,
      stored: 0,
    },
  ];

  it.each(ROWS)('$text: $status', async ({ body, contentType, status, stored }) => {
    const before = (await storedRows()).events ?? 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/track/interaction',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': contentType ?? 'application/json', ...SESSION },
      payload: body,
    });
    expect({ status: response.statusCode, stored: ((await storedRows()).events ?? 0) - before, loudestLog: loudestLog(response) }).toEqual({
      status,
      stored,
      loudestLog: 30,
    });
  });

  it('bytes that are not UTF-8 (a surrogate encoded as bytes) arrive as U+FFFD, which is stored as sent', async () => {
    const payload = Buffer.concat([Buffer.from(EVENT('"element":"Go ').slice(0, -1)), Buffer.from([0xed, 0xa0, 0xbd]), Buffer.from('"}')]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/track/interaction',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'application/json', ...SESSION },
      payload,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await database.db
      .select({ element: interactionEvents.element })
      .from(interactionEvents)
      .orderBy(desc(interactionEvents.id))
      .limit(1);
    expect(row?.element).toMatch(/^Go \ufffd+$/);
  });
});

describe('malformed multipart bodies: 400, 413 or 415, no file left, nothing logged above info', () => {
  const BOUNDARY = '----battery7MA4YWxkTrZu0gW';
  const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
  const whole = rawMultipart(Object.entries(shipperFields()).map(([name, value]) => ({ name, value }))).payload;
  const filePart = (field: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`;
  const part = (headers: string, value: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${value}\r\n`;
  const VALIDATION = 'the form is read, then refused field by field';

  // A payload may depend on the route's file field (files under any other name are refused first).
  const MALFORMED_MULTIPART: {
    shape: string;
    contentType: string;
    payload: string | Buffer | ((fileField: string) => Buffer);
    status: number;
    message: string;
  }[] = [
    { shape: 'no boundary', contentType: 'multipart/form-data', payload: whole, status: 400, message: MALFORMED_MULTIPART_MESSAGE },
    // The parser takes an empty boundary and finds no part in the body: an empty form.
    { shape: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: whole, status: 400, message: VALIDATION },
    {
      shape: 'a boundary of 300 characters',
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      payload: whole,
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    {
      shape: 'an unterminated quoted boundary',
      contentType: 'multipart/form-data; boundary="abc',
      payload: whole,
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    {
      shape: 'cut off inside a field',
      contentType: TYPE,
      payload: whole.subarray(0, 200),
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    {
      shape: 'cut off inside a part header',
      contentType: TYPE,
      payload: whole.subarray(0, 60),
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    {
      shape: 'cut off inside a file',
      contentType: TYPE,
      payload: (fileField) => Buffer.concat([Buffer.from(filePart(fileField)), PNG_BYTES.subarray(0, 20)]),
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    {
      shape: 'text with no boundary line',
      contentType: TYPE,
      payload: 'userRole=shipper&serviceType=furniture',
      status: 400,
      message: MALFORMED_MULTIPART_MESSAGE,
    },
    { shape: 'an empty body', contentType: TYPE, payload: '', status: 400, message: VALIDATION },
    { shape: 'only the closing boundary', contentType: TYPE, payload: `--${BOUNDARY}--\r\n`, status: 400, message: VALIDATION },
    {
      shape: 'a part with no name',
      contentType: TYPE,
      payload: `${part('Content-Disposition: form-data', 'value')}--${BOUNDARY}--\r\n`,
      status: 400,
      message: VALIDATION,
    },
    {
      shape: 'a part with no Content-Disposition',
      contentType: TYPE,
      payload: `${part('Content-Type: text/plain', 'value')}--${BOUNDARY}--\r\n`,
      status: 400,
      message: VALIDATION,
    },
    {
      shape: 'a file part with no name',
      contentType: TYPE,
      payload: `${part('Content-Disposition: form-data; filename="crate.png"\r\nContent-Type: image/png', 'png')}--${BOUNDARY}--\r\n`,
      status: 400,
      message: 'Files are accepted only as ',
    },
    {
      shape: 'multipart/mixed',
      contentType: `multipart/mixed; boundary=${BOUNDARY}`,
      payload: whole,
      status: 415,
      message: 'Unsupported Media Type',
    },
  ];

  const ROUTES = [
    { url: '/api/service-requests', fileField: 'itemPhotos' },
    { url: '/api/driver-applications', fileField: 'resumeFile' },
  ];
  const rows = ROUTES.flatMap((route) => MALFORMED_MULTIPART.map((row) => ({ ...route, ...row })));

  it.each(rows)('$url, $shape: $status', async ({ url, fileField, contentType, payload, status, message }) => {
    const before = await storedRows();
    const body = typeof payload === 'function' ? payload(fileField) : payload;
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': contentType },
      payload: body,
    });
    const answer = response.json<{ message: string; fieldErrors?: Record<string, string> }>();
    const said = message === VALIDATION ? (answer.fieldErrors ? VALIDATION : answer.message) : answer.message.slice(0, message.length);
    expect({ status: response.statusCode, said, loudestLog: loudestLog(response) }).toEqual({ status, said: message, loudestLog: 30 });
    expect(await storedRows()).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual([]);
  });
});

describe('a body that is not an object, or odd content types: 4xx', () => {
  const ROUTES = [
    '/api/track/interaction',
    '/api/admin/login',
    '/api/service-requests/SR-0000-0000-0000-0000/pay',
    '/api/payments/pi_test_0123456789abcdef01234567/receipt',
    '/paypal/order/ORDER12345/capture',
  ];
  const BODIES = ['[]', '"text"', '42', 'null', '{"broken": ', '{"a":1}{"b":2}', '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]'];

  it.each(ROUTES)('%s: every body not an object is a 400, storing nothing', async (url) => {
    for (const payload of BODIES) {
      const headers = { 'content-type': 'application/json', 'x-session-id': 'hostile-input-session-0003', origin: SITE_ORIGIN };
      const response = await expectNothingWritten(database.db, () =>
        app.inject({ method: 'POST', url, remoteAddress: nextClientAddress(), headers, payload }),
      );
      expect({ payload, status: response.statusCode, loudestLog: loudestLog(response) }).toEqual({ payload, status: 400, loudestLog: 30 });
    }
  });

  const CONTENT_TYPES: { contentType: string; status: number }[] = [
    { contentType: 'application/json; charset=utf-8; profile=x', status: 201 },
    { contentType: 'application/json;;;', status: 201 },
    { contentType: 'APPLICATION/JSON', status: 201 },
    { contentType: 'text/html', status: 415 },
    { contentType: 'application/x-www-form-urlencoded', status: 415 },
    { contentType: '\u00ff/\u00fe', status: 415 },
    { contentType: 'application/json-patch+json', status: 415 },
  ];

  it.each(CONTENT_TYPES)('a service request sent as $contentType: $status', async ({ contentType, status }) => {
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': contentType },
      payload: JSON.stringify(brokerRequest()),
    });
    expect({ status: response.statusCode, loudestLog: loudestLog(response) }).toEqual({ status, loudestLog: 30 });
    // A refused one stores nothing; an accepted one, its request.
    expect(await storedRows()).toEqual({ ...before, requests: (before.requests ?? 0) + (status === 201 ? 1 : 0) });
  });
});

describe('malformed URLs, with the built site: never a 500', () => {
  // `log`: the loudest line the request left; Fastify answers a path it cannot decode before any
  // hook runs (our JSON, see answerFrameworkError), so that leaves none.
  const MALFORMED_URLS: { method: InjectOptions['method']; url: string; status: number; type: 'page' | 'json'; log: 0 | 30 }[] = [
    { method: 'GET', url: '//[', status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '//0:99999/', status: 404, type: 'page', log: 30 },
    { method: 'HEAD', url: '//[', status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '//evil.example/track', status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '//track', status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '/%E0%A4%A', status: 400, type: 'json', log: 0 },
    { method: 'GET', url: '/%', status: 400, type: 'json', log: 0 },
    { method: 'GET', url: '/track%', status: 400, type: 'json', log: 0 },
    { method: 'GET', url: '/api/service-requests/%E0%A4%A', status: 400, type: 'json', log: 0 },
    // A NUL is refused wherever it is (the input guard): in a path, a page's query string too.
    { method: 'GET', url: '/%00', status: 400, type: 'json', log: 30 },
    { method: 'GET', url: '/track%00', status: 400, type: 'json', log: 30 },
    { method: 'GET', url: '/payment?ref=SR%00', status: 400, type: 'json', log: 30 },
    { method: 'GET', url: `/${'a'.repeat(10_000)}`, status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '/assets/..%2f..%2fpackage.json', status: 404, type: 'page', log: 30 },
    { method: 'GET', url: '/payment?ref=%', status: 200, type: 'page', log: 30 },
    { method: 'GET', url: '/track?%E0%A4%A=%ZZ', status: 200, type: 'page', log: 30 },
    { method: 'POST', url: '//[', status: 404, type: 'json', log: 30 },
    { method: 'GET', url: '/api//[', status: 404, type: 'json', log: 30 },
  ];

  it.each(MALFORMED_URLS)('$method $url: $status ($type)', async ({ method, url, status, type, log }) => {
    const response = await app.inject({ method, url, remoteAddress: nextClientAddress() });
    expect({ status: response.statusCode, loudestLog: loudestLog(response) }).toEqual({ status, loudestLog: log });
    expect(response.headers['content-type']).toMatch(type === 'page' ? /^text\/html/ : /^application\/json/);
    if (type === 'json')
      expect(response.json<object>()).toMatchObject({ error: expect.any(String) as unknown, message: expect.any(String) as unknown });
  });

  // Over a real socket: what Node's HTTP parser refuses before any route (and Fastify logs at trace).
  const RAW_REQUESTS: { request: string; text: string; status: number }[] = [
    { text: 'a header of 20 KB', request: `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`, status: 431 },
    { text: 'a control character in a header', request: 'GET / HTTP/1.1\r\nHost: a\r\nX-Odd: a\u0001b\r\n\r\n', status: 400 },
    { text: 'a space in the path', request: 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n', status: 400 },
    {
      text: 'Content-Length and Transfer-Encoding both',
      request: 'POST /api/chat HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      status: 400,
    },
    {
      text: 'a Content-Length that is not a number',
      request: 'POST /api/chat HTTP/1.1\r\nHost: a\r\nContent-Length: ten\r\n\r\n',
      status: 400,
    },
    { text: 'HTTP/1.1 without Host', request: 'GET / HTTP/1.1\r\n\r\n', status: 400 },
    { text: 'a header line without a colon', request: 'GET / HTTP/1.1\r\nHost: a\r\nnot a header\r\n\r\n', status: 400 },
  ];

  it.each(RAW_REQUESTS)('$text: $status', async ({ request, status }) => {
    const firstLine = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1', () => socket.end(request, 'latin1'));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer.split('\r\n', 1)[0] ?? ''));
      socket.on('error', reject);
    });
    expect(firstLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  });
});

describe('the log: no query parameter, no reference ID', () => {
  const REFERENCE_ID_IN_TEXT = /\b(SR|DA)-[0-9A-Z]{4}-[0-9A-Z]{4}/;

  describe('a query the database refuses', () => {
    // Every insert fails, as a constraint added after the fact would make it (the values are fine).
    beforeAll(async () => {
      await database.db.execute(
        sql`alter table driver_applications add constraint battery_refuses_all check (first_name = 'nobody') not valid`,
      );
      await database.db.execute(
        sql`alter table service_requests add constraint battery_refuses_all check (contact_name = 'nobody') not valid`,
      );
    });
    afterAll(async () => {
      await database.db.execute(sql`alter table driver_applications drop constraint battery_refuses_all`);
      await database.db.execute(sql`alter table service_requests drop constraint battery_refuses_all`);
    });

    const APPLICANT = applicationFields({
      firstName: 'Quillon',
      lastName: 'Vasquez-Ohare',
      email: 'quillon.vo@drivers.example',
      phone: '3135557788',
      address: '77 Larkspur Bend',
      city: 'Ypsilanti',
      licenseNumber: 'QV77-1234-5678',
      dateOfBirth: '1981-03-14',
    });
    const CUSTOMER = brokerRequest({
      contactName: 'Marisol Quintero',
      contactEmail: 'marisol.q@imports.example',
      contactPhone: '3135551234',
      serviceDescription: 'Bonded load to Laredo',
    });

    it.each([
      {
        form: 'a driver application',
        send: async () =>
          app.inject({
            method: 'POST',
            url: '/api/driver-applications',
            remoteAddress: nextClientAddress(),
            ...(await multipartOf(APPLICANT)),
          }),
        values: Object.values(APPLICANT).filter((value) => value.length > 3),
        table: 'driver_applications',
      },
      {
        form: 'a service request',
        send: () => app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress: nextClientAddress(), payload: CUSTOMER }),
        values: Object.values(CUSTOMER).filter((value) => value.length > 3),
        table: 'service_requests',
      },
    ])('$form: one error line, with the constraint and none of the values', async ({ send, values, table }) => {
      const response = await send();
      expect(response.statusCode).toBe(500);
      const lines = logOf(response);
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query',
        cause: { code: '23514', table, constraint: 'battery_refuses_all' },
      });
      const text = JSON.stringify(lines);
      for (const value of [...values, '(313) 555']) expect({ value, logged: text.includes(value) }).toEqual({ value, logged: false });
      expect(text).not.toMatch(REFERENCE_ID_IN_TEXT);
      expect(text).not.toMatch(/"params"|"detail"|"where"/);
    });
  });

  async function multipartOf(fields: Record<string, string>) {
    const form = await multipart(fields, applicationFiles());
    return { headers: { 'content-type': form.contentType }, payload: form.payload };
  }

  it('paths with a reference ID or a payment id are logged with the id cut', async () => {
    const referenceId = await invoicedRequest(app, database.db, '125.00');
    const sessionId = 'cs_test_0123456789abcdef01234567';
    const ROWS: { method: InjectOptions['method']; url: string; path: string }[] = [
      { method: 'GET', url: `/api/service-requests/${referenceId}`, path: '/api/service-requests/:ref' },
      { method: 'POST', url: `/api/service-requests/${referenceId}/pay`, path: '/api/service-requests/:ref/pay' },
      { method: 'GET', url: `/payment?ref=${referenceId}`, path: '/payment' },
      { method: 'GET', url: `/api/service-requests/${referenceId}/nothing`, path: '/api/service-requests/SR-…/nothing' },
      { method: 'GET', url: `/payment/${referenceId.toLowerCase().replace(/-/g, '')}`, path: '/payment/sr-…' },
      { method: 'GET', url: `/api/checkout-session/${sessionId}`, path: '/api/checkout-session/:sessionId' },
      { method: 'GET', url: `/api/payments/${sessionId}/outcome`, path: '/api/payments/:id/outcome' },
      { method: 'GET', url: `/api/payments/test-checkout/${sessionId}`, path: '/api/payments/test-checkout/:id' },
    ];
    for (const { method, url, path } of ROWS) {
      const response = await app.inject({
        method,
        url,
        remoteAddress: nextClientAddress(),
        payload: method === 'POST' ? { paymentMethod: 'zelle' } : undefined,
      });
      const logged = logOf(response);
      expect({ url, paths: logged.map((line) => line.req?.path).filter(Boolean) }).toEqual({ url, paths: [path] });
      expect(JSON.stringify(logged)).not.toContain(referenceId.slice(3));
      expect(JSON.stringify(logged)).not.toContain(sessionId.slice(8));
    }
  });

  it("after this whole file, no line of the log holds a reference ID, a NUL or a failed query's parameters", () => {
    expect(logLines.length).toBeGreaterThan(100);
    const text = logLines.join('\n');
    expect(text).not.toMatch(REFERENCE_ID_IN_TEXT);
    expect(text).not.toContain('\\u0000');
    expect(text).not.toMatch(/"params"|params: /);
  });
});
