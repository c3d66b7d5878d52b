// The role guard on its own: a route without an area is refused even to an owner (fail closed),
// and a declared area lets through exactly the roles the shared table names.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mayUse, ROLE_FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffRole } from '../../../shared/staff-roles.js';
import { HttpError } from '../../errors.js';
import { allowedRolesOnly } from './role-guard.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

/** A stand-in for the session guard: the member named by the x-role header is signed in. */
async function appSignedInAs(role: StaffRole): Promise<FastifyInstance> {
  const instance = Fastify();
  instance.decorateRequest('adminSession', null);
  instance.addHook('onRequest', async (request) => {
    request.adminSession = {
      admin: { id: 1, email: 'member@freight.example', username: 'member@freight.example', role, totpEnabledAt: null },
      stage: 'complete',
      tokenHash: 'hash',
      codeFailures: 0,
      expiresAt: new Date(Date.now() + 3_600_000),
    };
  });
  instance.addHook('onRequest', allowedRolesOnly);
  instance.setErrorHandler((error: unknown, _request, reply) =>
    reply.status(error instanceof HttpError ? error.statusCode : 500).send({ message: error instanceof Error ? error.message : '' }),
  );
  instance.get('/undeclared', async () => ({ ok: true }));
  instance.get('/refunds', { config: { staffArea: 'refunds' } }, async () => ({ ok: true }));
  await instance.ready();
  return instance;
}

describe('allowedRolesOnly', () => {
  it.each(STAFF_ROLES)('refuses a route that declares no area, even to a %s', async (role) => {
    app = await appSignedInAs(role);
    const response = await app.inject({ method: 'GET', url: '/undeclared' });
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      status: 403,
      message: ROLE_FORBIDDEN_MESSAGE,
    });
  });

  it.each(STAFF_ROLES)('lets a %s into an area as the table says', async (role) => {
    app = await appSignedInAs(role);
    const response = await app.inject({ method: 'GET', url: '/refunds' });
    expect(response.statusCode).toBe(mayUse(role, 'refunds') ? 200 : 403);
  });
});
