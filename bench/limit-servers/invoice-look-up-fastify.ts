// The framework's floor for GET /api/service-requests/{ref}: the limit's statement and answer
// behind a bare Fastify (its router and reply, no plugins, no hooks, no logger, no schema). Between
// the limit and the product it splits the gap: what Fastify itself costs, and what the product
// adds on top of it (validation, rate limits, headers, cookies, request logs, load shedding, the
// query builder).
import Fastify from 'fastify';
import pg from 'pg';
import { invoiceAnswer } from './invoice-look-up-answer.js';

const pool = new pg.Pool({ connectionString: process.env.LIMIT_DATABASE_URL, max: Number(process.env.LIMIT_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

app.get<{ Params: { ref: string } }>('/api/service-requests/:ref', async (request, reply) => {
  const answer = await invoiceAnswer(request.params.ref, pool);
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
});

await app.listen({ port: Number(process.env.LIMIT_PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
