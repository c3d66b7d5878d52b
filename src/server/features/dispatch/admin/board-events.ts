// The Dispatch board's live events (issue 22): a server-sent-events stream that first says the
// board's current version, then every new version the dispatch signal reports, and a comment
// every KEEP_ALIVE_MS so proxies do not close a quiet connection. A board refetches when an event
// names a version newer than the board it shows; after a dropped connection the browser's
// EventSource reconnects and gets the current version first, so a missed event costs nothing.
//
// The answer is a stream sent through reply.send (not a hijacked socket), so the onSend hooks
// still run: the security headers and `Cache-Control: no-store` of every /api answer. The staff
// area guard runs in onRequest, before this handler, so a member whose role may not use the
// board is refused with 403 before a stream opens; once open, the stream is held to that session
// (infra/session-bound-answers.ts) and ends when it is signed out, ends, reaches its maximum age,
// or its member is disabled or loses the area (decision 056). The browser's EventSource then
// reconnects and is refused.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HoldWhileSignedIn } from '../../../infra/session-bound-answers.js';
import type { DispatchSignal } from '../dispatch-signal.js';

export const KEEP_ALIVE_MS = 25_000;

function versionEvent(version: number): string {
  return `event: version\ndata: ${version}\n\n`;
}

/**
 * Registers the hook that ends every open stream when the app closes, and answers the route
 * handler. preClose, not onClose: the server stops listening and waits for its connections
 * before the onClose hooks run, and a board never hangs up by itself.
 */
export function boardEvents(app: FastifyInstance, signal: DispatchSignal, holdWhileSignedIn: HoldWhileSignedIn) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  return async function openBoardEvents(request: FastifyRequest, reply: FastifyReply) {
    const stream = new PassThrough();
    let written = -1;
    let initialSent = false;
    let pending: number | undefined;
    const send = (version: number) => {
      if (version === written) return;
      written = version;
      stream.write(versionEvent(version));
    };
    const unsubscribe = signal.subscribe((version) => {
      if (initialSent) send(version);
      else pending = version;
    });
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();

    let closed = false;
    let release = () => {};
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      unsubscribe();
      release();
      open.delete(close);
      stream.end();
      // The app is closing, the board went away or its session no longer holds: the connection goes with the stream.
      if (!reply.raw.writableEnded) reply.raw.destroy();
    };
    open.add(close);
    release = holdWhileSignedIn(request, close);
    // The response, not the request: a request's 'close' fires as soon as its (empty) body is read.
    reply.raw.on('close', close);

    // Subscribed first, then read: a change committed in between is in the version read or
    // arrives as an event, never neither.
    let current: number;
    try {
      current = await signal.currentVersion();
    } catch (error) {
      close();
      throw error;
    }
    send(pending !== undefined && pending > current ? pending : current);
    initialSent = true;

    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // A proxy that buffers answers (nginx) would hold the events back.
      .header('x-accel-buffering', 'no')
      .send(stream);
    return reply;
  };
}
