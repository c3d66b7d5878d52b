// The whole API description, for signed-in staff only (decision 056): every route, the staff,
// customer and driver ones with the roles and sessions they need. Registered behind the admin
// session and role guards; the public description (plugins/api-docs.ts) leaves these out.
import type { FastifyInstance } from 'fastify';

export async function apiDescriptionRoutes(app: FastifyInstance) {
  app.get(
    '/openapi.json',
    {
      config: { staffArea: 'api-docs' },
      schema: {
        summary: 'The whole API description (OpenAPI), staff and signed-in customer and driver routes included',
        description:
          'Each route that needs a session names whose in `x-audience`. The public description, without them, is /api/openapi.json.',
      },
    },
    () => app.swagger(),
  );
}
