import { ApiError } from '@/lib/api';

/** What went wrong, in the server's words when it gave some. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return "We couldn't reach the server. Check your connection and try again.";
}
