// The body of every error answer of the API, whatever its status: what went wrong in words a user
// can act on, its stable code (and the values its words need) and, for a submission that failed
// validation, each failing field with its message and code. Written by one place on the server
// (src/server/plugins/error-handler.ts); a client may read any non-2xx answer of /api as this
// shape. The English (`message`, `fieldErrors`) is what it always was; a page shows the words of
// its language by the codes (coded-message.ts, docs/decisions/064-api-error-codes.md).
import { z } from 'zod';

const messageValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** A message's code and the values of its placeholders. */
const messageCode = z.object({
  /** A catalog ID of src/shared/shared-messages.ts, or one of the API's own (src/shared/api-error-codes.ts). */
  code: z.string(),
  values: messageValues.optional(),
});

export const apiErrorSchema = z.object({
  /** The status's reason phrase, e.g. 'Not Found'. */
  error: z.string(),
  /** The message's code: 'shared.message.paymentNotFound', 'api.serverFault'. */
  code: z.string(),
  message: z.string(),
  /** The values of the message's placeholders, when it has any. */
  values: messageValues.optional(),
  /** Field name to message, when a submission failed validation. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Field name to its message's code and values: the same fields as `fieldErrors`. */
  fieldErrorCodes: z.record(z.string(), messageCode).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A route schema's `response` entries for its error statuses: `{ 404: apiErrorSchema, ... }`. */
export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<Status, typeof apiErrorSchema>;
}
