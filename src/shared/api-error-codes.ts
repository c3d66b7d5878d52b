// The codes of the API's error answers whose words are not a message of the registry
// (shared-messages.ts, whose catalog IDs are their codes). Stable: a client may act on them. Their
// words are English only, like the back office's; a page shows them as they are.
// Plain constants (no zod), so any page may read them.

export const API_ERROR_CODES = {
  /** 500: a fault on our side; the details are in the log, never in the answer. */
  serverFault: 'api.serverFault',
  /** 503: the database cannot be reached just now. */
  databaseUnavailable: 'api.databaseUnavailable',
  /** 503: the process sheds load (under-pressure.ts), or /readyz says it is not ready. */
  busy: 'api.busy',
  notReady: 'api.notReady',
  /** 429: a route's rate limit; `values.seconds` until it may be tried again. */
  rateLimited: 'api.rateLimited',
  /** 429 and 408 written on the socket by the connection limits. */
  tooManyConnections: 'api.tooManyConnections',
  requestTooSlow: 'api.requestTooSlow',
  /** 400: a submission's fields were refused; each field's own code is in `fieldErrorCodes`. */
  invalidFields: 'api.invalidFields',
  /** 400: input refused with a message of its own schema rather than the registry's (the back office's). */
  invalidInput: 'api.invalidInput',
  /** 400 and 414 for an address Fastify cannot route: a broken %-escape, a parameter too long. */
  badAddress: 'api.badAddress',
  addressTooLong: 'api.addressTooLong',
  /** 404: no route answers this method and path (under /api, or not a page); `values.method` and `values.path`. */
  noSuchRoute: 'api.noSuchRoute',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * The code of a refusal worded only in English (the back office's, the protocol's: "Send the
 * request as a JSON object."), or of the framework's own 4xx answers: the kind of refusal its
 * status says, `api.status.409`.
 */
export function statusErrorCode(status: number): string {
  return `api.status.${status}`;
}
