// Slow and greedy clients. Node's HTTP server waits for a request as long as the client likes
// unless told otherwise (Fastify turns its request timeout off), so a few hundred sockets sending
// a byte now and then held the server's connections for hours. Four limits, all configurable
// (config.ts, HTTP_*):
//   - headers must arrive within HTTP_HEADERS_TIMEOUT_MS (Node's headersTimeout);
//   - a body gets HTTP_BODY_TIMEOUT_MS plus one second per HTTP_BODY_MIN_BYTES_PER_SECOND bytes
//     received (Apache mod_reqtimeout's rule): a trickle is cut off, an honest slow upload earns
//     time as it goes (checked here, by a sweep; Node has no such timeout);
//   - the whole request within HTTP_REQUEST_TIMEOUT_MS (Node's requestTimeout), the ceiling;
//   - at most HTTP_MAX_CONNECTIONS_PER_ADDRESS open connections per TCP peer.
// The cap counts the TCP peer, never X-Forwarded-For: when a connection opens there are no headers
// yet, a header can be forged, and one connection from a proxy carries many clients' requests. A
// peer that TRUST_PROXY names as our proxy (or every peer, with `true` or a hop count) is not
// capped: the load balancer in front is then the place for per-client connection limits.
import { BlockList, isIPv6 } from 'node:net';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config, HttpLimits } from '../config.js';
import { API_ERROR_CODES } from '../../shared/api-error-codes.js';
import type { CodedMessage } from '../../shared/coded-message.js';
import { errorBody } from './error-handler.js';

/** How often deadlines are checked: a slow socket is closed at most this late. */
export function checkIntervalMs(limits: HttpLimits): number {
  return Math.max(100, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 4)));
}

/** Fastify's options for Node's own request, headers and keep-alive timeouts. */
export function httpServerOptions(limits: HttpLimits): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks these deadlines every 30 s by default: a 20 s limit would really be 50.
      connectionsCheckingInterval: checkIntervalMs(limits),
    },
  };
}

/** The per-address cap and the body-progress timeout, on the app's server once it listens. */
export function limitConnections(app: FastifyInstance, options: { limits: HttpLimits; trustProxy: Config['trustProxy'] }) {
  const server = app.server;
  const { limits } = options;
  const warn = throttledWarn(app.log, 10_000);
  countConnectionsPerAddress(server, limits.maxConnectionsPerAddress, trustedProxy(options.trustProxy), warn);
  const bodies = new Set<PendingBody>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Only a request with a body is timed. Held in the set until the next sweep, every look-up
    // would keep its request, response and socket alive for up to a second, into the old
    // generation the garbage collector sweeps at length (docs/decisions/050-throughput-against-the-same-sql.md).
    if (!request.complete && hasBody(request))
      bodies.add({
        request,
        response,
        socket: request.socket,
        startedAt: Date.now(),
        bytesAtStart: request.socket.bytesRead,
        waitedForUsMs: 0,
      });
  });
  let sweep: NodeJS.Timeout | undefined;
  server.on('listening', () => {
    let last = Date.now();
    sweep = setInterval(() => {
      const now = Date.now();
      closeSlowBodies(bodies, limits, now, now - last, warn);
      last = now;
    }, checkIntervalMs(limits));
    sweep.unref();
  });
  server.on('close', () => clearInterval(sweep));
}

/** RFC 9112 section 6.3: a request with neither Content-Length nor Transfer-Encoding has no body. */
export function hasBody(request: Pick<IncomingMessage, 'headers'>): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

interface PendingBody {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  bytesAtStart: number;
  /** Time the socket spent paused because we read slower than it sent (not the client's fault). */
  waitedForUsMs: number;
}

function closeSlowBodies(bodies: Set<PendingBody>, limits: HttpLimits, now: number, sinceLastMs: number, warn: Warn) {
  for (const body of bodies) {
    const { request, response, socket } = body;
    if (request.complete || socket.destroyed) {
      bodies.delete(body);
      continue;
    }
    if (socket.isPaused()) body.waitedForUsMs += sinceLastMs;
    const received = socket.bytesRead - body.bytesAtStart;
    const deadline = body.startedAt + body.waitedForUsMs + limits.bodyTimeoutMs + (received * 1000) / limits.bodyMinBytesPerSecond;
    if (now <= deadline) continue;
    bodies.delete(body);
    warn(
      { address: socket.remoteAddress, receivedBytes: received, seconds: Math.round((now - body.startedAt) / 1000) },
      'closed a request whose body arrived too slowly',
    );
    if (!response.headersSent && socket.writable)
      socket.write(
        rawResponse(408, { code: API_ERROR_CODES.requestTooSlow, message: 'The request arrived too slowly. Please try again.' }),
      );
    socket.destroy();
  }
}

function countConnectionsPerAddress(server: Server, cap: number, isTrustedProxy: (address: string) => boolean, warn: Warn) {
  if (cap === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (!address || isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      warn({ address, open: cap }, 'refused a connection: too many open from one address');
      if (socket.writable)
        socket.write(
          rawResponse(
            429,
            { code: API_ERROR_CODES.tooManyConnections, message: 'Too many connections from your address. Please try again shortly.' },
            { 'retry-after': '10' },
          ),
        );
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Which TCP peers are our own proxies, by TRUST_PROXY. */
export function trustedProxy(setting: Config['trustProxy']): (address: string) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  // A hop count of one or more: the peer is always the nearest proxy.
  if (typeof setting === 'number') return () => setting >= 1;
  const proxies = new BlockList();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** An IPv4 client on a dual-stack socket shows as ::ffff:203.0.113.9. */
function plainAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

function rawResponse(status: 408 | 429, message: CodedMessage, headers: Record<string, string> = {}): string {
  const body = JSON.stringify(errorBody(status, message));
  const head = Object.entries({
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : 'Too Many Requests'}\r\n${head}\r\n${body}`;
}

type Warn = (details: Record<string, unknown>, message: string) => void;

// An attack would write a line per socket: one line per message every `everyMs`, with how many
// were left out.
function throttledWarn(log: FastifyBaseLogger, everyMs: number): Warn {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (details, message) => {
    const now = Date.now();
    const seen = last.get(message);
    if (seen && now - seen.at < everyMs) {
      seen.suppressed += 1;
      return;
    }
    log.warn({ ...details, suppressed: seen?.suppressed ?? 0 }, message);
    last.set(message, { at: now, suppressed: 0 });
  };
}
