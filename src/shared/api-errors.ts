// The body of every error answer of the API, whatever its status: what went wrong in words a user
// can act on and, for a submission that failed validation, each failing field with its message.
// Written by one place on the server (src/server/plugins/error-handler.ts); a client may read any
// non-2xx answer of /api as this shape.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  /** The status's reason phrase, e.g. 'Not Found'. */
  error: z.string(),
  message: z.string(),
  /** Field name to message, when a submission failed validation. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A route schema's `response` entries for its error statuses: `{ 404: apiErrorSchema, ... }`. */
export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<Status, typeof apiErrorSchema>;
}
