// The thinnest server that can run the product's SQL: node:http and a `pg` pool, nothing else
// (no routing, validation, headers, limits or logs). Each limit server is its own process, started
// by bench/api-throughput.ts beside the product with the same pool size, so the pair's ratio says
// what the framework and the safeguards cost on top of the same database work.
// Settings come from the environment: LIMIT_PORT, LIMIT_DATABASE_URL, LIMIT_POOL_SIZE.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

export interface LimitRequest {
  url: string;
  headers: IncomingMessage['headers'];
  /** The request's body as text ('' for a GET). */
  body: string;
}

export interface LimitAnswer {
  status: number;
  /** JSON text, or undefined for no body (204). */
  json?: string;
}

export type LimitHandler = (request: LimitRequest, pool: pg.Pool) => Promise<LimitAnswer>;

export function serveLimit(handle: LimitHandler): void {
  const port = Number(process.env.LIMIT_PORT);
  const pool = new pg.Pool({ connectionString: process.env.LIMIT_DATABASE_URL, max: Number(process.env.LIMIT_POOL_SIZE ?? 10) });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle({ url: request.url ?? '/', headers: request.headers, body }, pool).then(
        (answer) => send(response, answer),
        (error: unknown) => {
          console.error(error);
          send(response, { status: 500 });
        },
      );
    });
  });
  server.listen(port, '127.0.0.1', () => console.log('ready'));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end();
  });
}

function send(response: ServerResponse, answer: LimitAnswer): void {
  if (answer.json === undefined) {
    response.writeHead(answer.status);
    response.end();
    return;
  }
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(answer.json),
  });
  response.end(answer.json);
}
