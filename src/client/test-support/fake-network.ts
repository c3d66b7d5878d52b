// The network as component tests see it: one table of answers by "METHOD /path", served to both
// fetch (JSON calls) and XMLHttpRequest (uploads with progress), and every request recorded. Our
// own modules run unchanged; only the browser's network functions are replaced.
import { vi } from 'vitest';
import type { ApiErrorBody } from '@shared/api-errors';
import type { CodedMessage } from '@shared/coded-message';

export interface RecordedRequest {
  method: string;
  /** Path and query, as the page asked for it. */
  url: string;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

/** An HTTP answer with a JSON body, or the connection failing. */
export type Answer = { status: number; body?: unknown } | 'network-error';
export type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export interface FakeNetwork {
  requests: RecordedRequest[];
  /** The requests to one "METHOD /path". */
  requestsTo: (route: string) => RecordedRequest[];
}

/**
 * The body the API answers an error with (src/shared/api-errors.ts): the status's reason phrase
 * and the message with its code and values, as the server's error handler writes it.
 */
export function apiError(
  error: string,
  message: CodedMessage,
  more: Pick<ApiErrorBody, 'fieldErrors' | 'fieldErrorCodes'> = {},
): ApiErrorBody {
  return { error, code: message.code, message: message.message, ...(message.values && { values: message.values }), ...more };
}

/** An answer that waits until `release` is called: the page's busy state can be seen meanwhile. */
export function heldAnswer(answer: Answer): { route: () => Promise<Answer>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { route: () => released.then(() => answer), release: () => release() };
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${new URL(url, window.location.href).pathname}`;

export function stubNetwork(routes: Record<string, Route>): FakeNetwork {
  const requests: RecordedRequest[] = [];

  async function answer(method: string, url: string, body: unknown): Promise<Answer> {
    const request = { method: method.toUpperCase(), url, body };
    requests.push(request);
    const key = routeKey(method, url);
    const route = routes[key] ?? { status: 404, body: { error: 'Not Found', message: `No route for ${key}` } };
    return typeof route === 'function' ? route(request) : route;
  }

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const result = await answer(init.method ?? 'GET', url, body);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    const text = result.body === undefined ? null : JSON.stringify(result.body);
    return new Response(text, { status: result.status, headers: { 'content-type': 'application/json' } });
  });

  vi.stubGlobal(
    'XMLHttpRequest',
    class FakeXmlHttpRequest {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private method = 'GET';
      private url = '';

      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }

      send(body: unknown) {
        // Half sent at once: the page's progress shows while the answer is held.
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        void answer(this.method, this.url, body).then((result) => {
          if (result === 'network-error') return this.onerror?.();
          this.status = result.status;
          this.responseText = result.body === undefined ? '' : JSON.stringify(result.body);
          this.onload?.();
        });
      }
    },
  );

  return { requests, requestsTo: (route) => requests.filter((request) => routeKey(request.method, request.url) === route) };
}

/** The text fields of an upload's FormData (files left out), to compare with what a form sends. */
export function textFields(body: unknown): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('The request was not an upload');
  return Object.fromEntries([...body.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/** The names of the files an upload carried, by field. */
export function uploadedFiles(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) throw new Error('The request was not an upload');
  return [...body.entries()].flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [] : [[name, value.name]]));
}
