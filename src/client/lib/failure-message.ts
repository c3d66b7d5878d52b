import { ApiError } from '@/lib/api';

const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";

/** What went wrong, in the server's words when it gave some; otherwise `fallback`. */
export function failureMessage(error: unknown, fallback = UNREACHABLE): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return fallback;
}
