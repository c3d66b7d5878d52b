import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { loggedPath, loggerOptions, serializeError } from './log-serializers.js';

describe('loggedPath', () => {
  const REF = 'SR-7K3M-Q9XD-2HVB-N4TE';
  it("works a route's path out once, yet shows each request's own row number", () => {
    const routeOptions = { url: '/api/admin/service-requests/:id/notes/:ref' };
    expect(loggedPath({ url: `/api/admin/service-requests/7/notes/${REF}`, routeOptions, params: { id: '7', ref: REF } })).toBe(
      '/api/admin/service-requests/7/notes/:ref',
    );
    expect(loggedPath({ url: `/api/admin/service-requests/${REF}/notes/${REF}`, routeOptions, params: { id: REF, ref: REF } })).toBe(
      '/api/admin/service-requests/:id/notes/:ref',
    );
    expect(loggedPath({ url: `/api/admin/service-requests/8/notes/${REF}`, routeOptions, params: { id: '8', ref: REF } })).toBe(
      '/api/admin/service-requests/8/notes/:ref',
    );
  });

  it.each([
    ['a query string is dropped', { url: `/payment?ref=${REF}` }, '/payment'],
    [
      'a route parameter is shown by name',
      { url: `/api/service-requests/${REF}/pay`, routeOptions: { url: '/api/service-requests/:ref/pay' }, params: { ref: REF } },
      '/api/service-requests/:ref/pay',
    ],
    [
      'a provider id too',
      {
        url: '/api/payments/cs_test_0123456789abcdef01234567/outcome',
        routeOptions: { url: '/api/payments/:id/outcome' },
        params: { id: 'cs_test_0123456789abcdef01234567' },
      },
      '/api/payments/:id/outcome',
    ],
    [
      'a row number is kept',
      {
        url: '/api/admin/service-requests/42/status',
        routeOptions: { url: '/api/admin/service-requests/:id/status' },
        params: { id: '42' },
      },
      '/api/admin/service-requests/42/status',
    ],
    ['an unknown path with a reference ID', { url: `/api/service-requests/${REF}/nothing` }, '/api/service-requests/SR-…/nothing'],
    ['typed loosely: lower case, no dashes', { url: '/payment/sr7k3mq9xd2hvbn4te' }, '/payment/sr-…'],
    ['spaces as %20', { url: '/x/DA%207K3M%20Q9XD%202HVB%20N4TE' }, '/x/DA-…'],
    ['a provider id in an unknown path', { url: '/api/checkout-session/cs_live_a1B2c3D4e5F6g7H8/x' }, '/api/checkout-session/cs_…/x'],
    ['plain paths stay as they are', { url: '/api/admin/driver-applications' }, '/api/admin/driver-applications'],
  ])('%s', (_case, request, path) => {
    expect(loggedPath(request)).toBe(path);
  });
});

/** The error shapes pg and PGlite give: PostgreSQL's fields, PGlite's query and parameters. */
function postgresError(fields: Record<string, unknown>): Error {
  class DatabaseError extends Error {}
  return Object.assign(new DatabaseError(String(fields.message)), fields);
}

const VALUES = ['Dana', 'dana.whitfield@drivers.example', '1992-11-24', 'W123-456-789-012', 'DA-C868-4QP4-2BVT-6ARY'];

describe('serializeError', () => {
  const failedInsert = () =>
    new DrizzleQueryError(
      'insert into "driver_applications" ("reference_id", "first_name", "email", "date_of_birth", "license_number") values ($1, $2, $3, $4, $5)',
      [VALUES[4], VALUES[0], VALUES[1], VALUES[2], VALUES[3]],
      postgresError({
        message: 'new row for relation "driver_applications" violates check constraint "adult"',
        severity: 'ERROR',
        code: '23514',
        table: 'driver_applications',
        constraint: 'adult',
        detail: `Failing row contains (1, ${VALUES.join(', ')}).`,
        where: `unnamed portal parameter $2 = '${VALUES[0]}'`,
      }),
    );

  it.each([
    ["Drizzle's failed query with PostgreSQL's error as its cause", failedInsert],
    [
      "PGlite's error, which carries the query and its parameters itself",
      () =>
        postgresError({
          message: 'invalid input syntax for type date: "1992-11-24"',
          severity: 'ERROR',
          code: '22007',
          query: 'select $1::date',
          params: VALUES,
        }),
    ],
    ['a failed query wrapped in another error', () => new Error('could not store the application', { cause: failedInsert() })],
  ])('%s: logged without a single value', (_case, makeError) => {
    const logged = JSON.stringify(serializeError(makeError()));
    for (const value of VALUES) expect(logged).not.toContain(value);
    expect(logged).not.toMatch(/params|detail|where|Failing row/);
  });

  it('keeps what finds the fault: the query text, the SQLSTATE code, table and constraint, the stack frames', () => {
    const logged = serializeError(failedInsert());
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringContaining('values ($1, $2, $3, $4, $5)') as unknown,
      cause: {
        type: 'DatabaseError',
        code: '23514',
        table: 'driver_applications',
        constraint: 'adult',
        message: 'new row for relation "…" violates check constraint "…"',
      },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
  });

  it('leaves every other error to pino', () => {
    const error = Object.assign(new Error('the provider refused'), { statusCode: 502 });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'the provider refused', statusCode: 502 });
  });
});

describe('loggerOptions', () => {
  it('censors a Social Security number wherever a line carries one (issue 41)', () => {
    const lines: string[] = [];
    const { serializers, redact } = loggerOptions({ logLevel: 'info' });
    const logger = pino({ serializers, redact }, { write: (line: string) => lines.push(line) });
    logger.info(
      { ssn: '457-55-5462', body: { ssn: '457555462', hireDate: '2026-12-01' }, request: { body: { ssn: '457555462' } } },
      'hire',
    );
    expect(lines.join('')).not.toMatch(/5462/);
    expect(lines.join('')).toContain('2026-12-01');
    expect(lines.join('')).toContain('[redacted]');
  });
});
