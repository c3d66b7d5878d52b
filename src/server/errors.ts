// Errors as values: a status and a message the user can act on. Services throw them; the error
// handler (plugins/error-handler.ts) turns them into `{ error, code, message, values? }` answers.
// A message of the registry is thrown as it was made (a CodedMessage: its code and values go with
// it); a refusal worded only in English (the back office's, the protocol's) as a string, and its
// code is its status's (src/shared/api-error-codes.ts).
import { API_ERROR_CODES, statusErrorCode } from '../shared/api-error-codes.js';
import type { CodedMessage, MessageValues } from '../shared/coded-message.js';

export class HttpError extends Error {
  /** The message's stable code, as the answer carries it. */
  readonly code: string;
  readonly values: MessageValues | undefined;

  constructor(
    readonly statusCode: number,
    message: string | CodedMessage,
  ) {
    const coded = typeof message === 'string' ? { code: statusErrorCode(statusCode), message } : message;
    super(coded.message);
    this.name = 'HttpError';
    this.code = coded.code;
    this.values = coded.values;
  }

  /** The message as it travels: its code, English and values. */
  get coded(): CodedMessage {
    return this.values ? { code: this.code, message: this.message, values: this.values } : { code: this.code, message: this.message };
  }
}

/** A 400 that names every failing field, so a form can mark each one. */
export class ValidationFailed extends HttpError {
  /** Field name to its English message, as the answer's `fieldErrors`. */
  readonly fieldErrors: Record<string, string>;

  constructor(
    message: string,
    /** Field name to its message, with the code and values the answer's `fieldErrorCodes` carry. */
    readonly fields: Readonly<Record<string, CodedMessage>>,
  ) {
    super(400, { code: API_ERROR_CODES.invalidFields, message });
    this.name = 'ValidationFailed';
    this.fieldErrors = Object.fromEntries(Object.entries(fields).map(([field, coded]) => [field, coded.message]));
  }
}

export const badRequest = (message: string | CodedMessage) => new HttpError(400, message);
export const notFound = (message: string | CodedMessage) => new HttpError(404, message);
export const conflict = (message: string | CodedMessage) => new HttpError(409, message);
export const payloadTooLarge = (message: string | CodedMessage) => new HttpError(413, message);
export const unsupportedMediaType = (message: string | CodedMessage) => new HttpError(415, message);
