// The net under the schemas. Every input schema refuses a NUL or half a surrogate pair field by
// field (safeString, src/shared/safe-text.ts); this hook refuses them anywhere else in a parsed
// body, query string or path parameter (a body a handler validates itself, an object's key, a
// route added without safeString), so such text is a 400 naming where it was, never a 500 from
// the database. It runs after validation: a field with a schema gets the schema's own answer.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codedMessage } from '../../shared/coded-message.js';
import { SHARED_MESSAGES } from '../../shared/shared-messages.js';
import { isSafeText, withUnsafeCharactersReplaced } from '../../shared/unsafe-characters.js';
import { fieldErrorsFailed } from '../infra/validation-failed.js';

/** Where in `value` a NUL or lone surrogate is ('' for `value` itself, 'a.0.b' inside it), or undefined. */
export function unsafeTextPath(value: unknown): string | undefined {
  // A loop, not recursion: a deeply nested body must not exhaust the stack.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, join(path, String(index))]));
    } else if (isPlainObject(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (!isSafeText(key)) return join(path, withUnsafeCharactersReplaced(key));
        pending.push([entry, join(path, key)]);
      }
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

// Parsed JSON and path parameters are plain objects, a parsed query string one without the usual
// prototype; a Buffer (a webhook's raw body) or a stream is not text to look into.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function'
  );
}

async function inputTextGuard(app: FastifyInstance) {
  // A callback hook: it runs for every request, and an async one costs a promise each time.
  app.addHook('preHandler', (request, _reply, done) => {
    const error =
      unsafePartError('body', request.body) ?? unsafePartError('query', request.query) ?? unsafePartError('params', request.params);
    done(error);
  });
}

const UNSAFE_TEXT = codedMessage(SHARED_MESSAGES.unsafeText);

function unsafePartError(part: string, value: unknown) {
  const path = unsafeTextPath(value);
  if (path === undefined) return undefined;
  // A wildcard route's (or the 404 handler's) '*' parameter is the request's path.
  return fieldErrorsFailed({ [path === '*' ? 'path' : path || part]: UNSAFE_TEXT });
}

export default fp(inputTextGuard, { name: 'input-text-guard' });
