// What the app's OpenAPI document (plugins/api-docs.ts) describes, for the routes' tests to check
// that each route is listed.
import type { FastifyInstance } from 'fastify';

/** The document's `paths`: each path with the methods described under it. */
export async function documentedPaths(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  return response.json<{ paths: Record<string, unknown> }>().paths;
}
