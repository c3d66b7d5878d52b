// Errors as values: a status and a message the user can act on. Services throw them; the error
// handler (plugins/error-handler.ts) turns them into `{ error, message }` responses.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 that names every failing field, so a form can mark each one. */
export class ValidationFailed extends HttpError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(400, message);
    this.name = 'ValidationFailed';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
