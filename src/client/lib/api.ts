// The API client of spec section 7: cookies always sent, a JSON body only when there is a
// payload, and any non-OK response thrown as "STATUS: body".
import type { ApiErrorBody } from '@shared/api-errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of the API's error body (src/shared/api-errors.ts), when there is one. */
  get serverMessage(): string | undefined {
    return this.errorBody()?.message;
  }

  /** Field name to message, when the server refused a submission's fields (400). */
  get fieldErrors(): Record<string, string> {
    return this.errorBody()?.fieldErrors ?? {};
  }

  /**
   * The body read as the API's error shape, checked by hand rather than with the zod schema: this
   * file is on every page, and the pages without a form carry no zod. Its words only: a page that
   * shows them in its language reads their codes too (failure-message.ts).
   */
  private errorBody(): Pick<ApiErrorBody, 'error' | 'message' | 'fieldErrors'> | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.body);
    } catch {
      // Not JSON (a proxy's error page): there is nothing more to read.
      return undefined;
    }
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { error, message, fieldErrors } = parsed as Record<string, unknown>;
    if (typeof error !== 'string' || typeof message !== 'string') return undefined;
    return { error, message, fieldErrors: isTextRecord(fieldErrors) ? fieldErrors : undefined };
  }
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((entry) => typeof entry === 'string');
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

/** GETs `url` as JSON. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** POSTs `data` (when there is any) and reads the answer as JSON. */
export async function postJson<T>(url: string, data?: unknown): Promise<T> {
  const response = await apiRequest('POST', url, data);
  return (await response.json()) as T;
}

/** GETs `url` as JSON, or null when the server answers 401: for "who is signed in", where nobody is an answer. */
export async function getJsonOrNullWhenUnauthorized<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 401) {
    // Release the unread body: a response left half-read keeps its connection busy.
    await response.body?.cancel();
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
