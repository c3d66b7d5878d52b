// What the app's OpenAPI documents (plugins/api-docs.ts) describe, for the routes' tests to check
// that each route is listed: the public one anyone reads (public routes only), and the whole one
// a signed-in staff member reads at /api/admin/openapi.json (every route; decision 056).
import type { FastifyInstance } from 'fastify';

/** The public document's `paths`: each public path with the methods described under it. */
export async function documentedPaths(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  return response.json<{ paths: Record<string, unknown> }>().paths;
}

/** The whole document's `paths`, staff and signed-in customer and driver routes included. */
export function staffDocumentedPaths(app: FastifyInstance): Record<string, unknown> {
  return (app.swagger() as unknown as { paths: Record<string, unknown> }).paths;
}
