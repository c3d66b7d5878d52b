// The API client of spec section 7: cookies always sent, a JSON body only when there is a
// payload, and any non-OK response thrown as "STATUS: body".
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of a JSON error body `{ error, message }`, when there is one. */
  get serverMessage(): string | undefined {
    const message = this.jsonBody()?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** Field name to message, when the server refused a submission's fields (400). */
  get fieldErrors(): Record<string, string> {
    const fieldErrors = this.jsonBody()?.fieldErrors;
    return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : {};
  }

  private jsonBody(): Record<string, unknown> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      // Not JSON: there is nothing more to read.
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the query key joined as a path, as JSON; a 401 can mean "no data" instead of an error. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // Release the unread body: a response left half-read keeps its connection busy.
      await response.body?.cancel();
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
