// OpenAPI description generated from the routes' zod schemas. Registered before the routes so it
// sees every one of them. Two audiences (decision 056):
//   - the public description, at /api/openapi.json and browsable at /api/docs (also its /json and
//     /yaml): only the routes anyone may call without signing in (the forms, the estimate,
//     tracking, payments, the chat, the customer's and driver's sign-in steps);
//   - the whole description, staff and signed-in customer and driver routes included, only to a
//     signed-in staff member: GET /api/admin/openapi.json, behind the admin session and role
//     guards (features/admin/api-description-routes.ts), and "Staff API" in the /api/docs top bar.
// A scope whose routes are not public marks them with `forAudience(...)` as an onRoute hook, so a
// route registered there is left out of the public description with nothing to remember.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The operation's extension naming who a route is for; absent on public routes. */
export const API_AUDIENCE_KEY = 'x-audience';
export type ApiAudience = 'staff' | 'customer' | 'driver';

export const PUBLIC_DESCRIPTION_URL = '/api/openapi.json';
export const STAFF_DESCRIPTION_URL = '/api/admin/openapi.json';

/** An onRoute hook for a scope whose routes only `audience` may call: described to signed-in staff only. */
export function forAudience(audience: ApiAudience) {
  return function markAudience(route: RouteOptions): void {
    // An `x-` key of a route's schema is copied to its operation by @fastify/swagger.
    route.schema = Object.assign({}, route.schema, { [API_AUDIENCE_KEY]: audience });
  };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The document without the operations of any audience, and without paths left with none. */
export function publicDescription(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const open = Object.entries(operations).filter(([, operation]) => !hasAudience(operation));
    if (open.length > 0) paths[path] = Object.fromEntries(open);
  }
  return { ...document, paths };
}

function hasAudience(operation: unknown): boolean {
  return typeof operation === 'object' && operation !== null && API_AUDIENCE_KEY in operation;
}

async function apiDocs(app: FastifyInstance, options: { title: string }) {
  await app.register(swagger, {
    openapi: { info: { title: `${options.title} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI's own /json and /yaml are the public description too.
    transformSpecification: (document: OpenApiDocument) => publicDescription(document),
    uiConfig: {
      // The top bar offers both; the staff one loads only with a staff session (401 or 403 otherwise).
      urls: [
        { url: PUBLIC_DESCRIPTION_URL, name: 'Public API' },
        { url: STAFF_DESCRIPTION_URL, name: 'Staff API (signed-in staff only)' },
      ],
    },
  });
  app.get(PUBLIC_DESCRIPTION_URL, { schema: { hide: true } }, () => publicDescription(app.swagger() as OpenApiDocument));
}

export default fp(apiDocs, { name: 'api-docs' });
