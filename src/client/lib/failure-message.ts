// What went wrong with a call: the server's words, and for a page that shows them in its language
// (@/i18n/shared-text) the same words with their code and values (src/shared/api-errors.ts). Read
// apart from ApiError: api.ts is in every page's first download, whose budget has no room for the
// codes, and only a page that shows a refusal needs them.
import type { ApiErrorBody } from '@shared/api-errors';
import type { MessageOrText, MessageValues } from '@shared/coded-message';
import { ApiError } from '@/lib/api';

const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";

/** What went wrong, in the server's words when it gave some; otherwise `fallback`. */
export function failureMessage(error: unknown, fallback = UNREACHABLE): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}

/**
 * What went wrong, for a page that shows it in its language: the server's message with its code
 * when it gave one; otherwise `fallback`, a text already in the page's language (or the English
 * of the back office).
 */
export function failureRefusal(error: unknown, fallback = UNREACHABLE): MessageOrText {
  if (error instanceof ApiError) return refusalOf(error) ?? error.message;
  return fallback;
}

/** The body's message with its code and values; an answer without a code (not ours) as its words alone. */
export function refusalOf(error: ApiError): MessageOrText | undefined {
  const message = error.serverMessage;
  if (message === undefined) return undefined;
  const { code, values } = codesOf(error);
  return withCodeOf(message, code, values);
}

/** Field name to its message with its code and values, when the server refused a submission's fields (400). */
export function fieldRefusalsOf(error: ApiError): Record<string, MessageOrText> {
  const { fieldErrorCodes } = codesOf(error);
  const codes = (typeof fieldErrorCodes === 'object' && fieldErrorCodes !== null ? fieldErrorCodes : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, message]) => {
      const { code, values } = (codes[field] ?? {}) as { code?: unknown; values?: unknown };
      return [field, withCodeOf(message, code, values)];
    }),
  );
}

/** The body's codes, checked by hand where they are read (as ApiError reads its words). */
function codesOf(error: ApiError): Partial<Record<keyof ApiErrorBody, unknown>> {
  try {
    const parsed: unknown = JSON.parse(error.body);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    // Not JSON (a proxy's error page): no codes.
    return {};
  }
}

function withCodeOf(message: string, code: unknown, values: unknown): MessageOrText {
  if (typeof code !== 'string') return message;
  return isValues(values) ? { code, message, values } : { code, message };
}

function isValues(value: unknown): value is MessageValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}
