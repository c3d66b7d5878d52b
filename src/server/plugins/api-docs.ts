// OpenAPI description generated from the routes' zod schemas: JSON at /api/openapi.json and a
// browsable UI at /api/docs. Registered before the routes so it sees every one of them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function apiDocs(app: FastifyInstance, options: { title: string }) {
  await app.register(swagger, {
    openapi: { info: { title: `${options.title} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export default fp(apiDocs, { name: 'api-docs' });
