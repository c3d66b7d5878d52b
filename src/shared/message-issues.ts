// The shared schemas' issues carry the code and values of the registry message they say, beside
// the English, so the browser and the server read a refusal by its code (coded-message.ts).
//
// Zod 4 keeps data of our own on an issue only as the `params` of a custom issue. Most of our rules
// are zod's own checks (a type, a length, a pattern, a list of values, an e-mail format), which
// give the OpenAPI description its limits and count characters as zod does; rewriting each as a
// refinement would lose both. So the error map that words an issue also records the message's
// `params` on it: zod words an issue before copying its keys into the finished issue
// (`finalizeIssue`, zod 4.6, pinned), so they arrive on every kind of issue alike. Custom issues
// raised by hand take the same params (codedIssue). message-issues.test.ts fails if a zod upgrade
// drops them. Plain functions (no zod import): any page may read an issue's message.
import { API_ERROR_CODES } from './api-error-codes.js';
import { codedMessage, type CodedMessage, type MessageValues, type RegisteredMessage } from './coded-message.js';

/** What a shared schema's issue carries in `params`: the message's code and values. */
export interface MessageParams {
  code: string;
  values?: MessageValues;
}

/**
 * A zod schema's or check's options (`{ error }`) for a registry message: the issue says its
 * English and carries its code and values. `.max(254, withCode(MESSAGES.maxCharacters, { max: 254 }))`.
 */
export function withCode(message: RegisteredMessage, values?: MessageValues): { error: (issue: object) => string } {
  const coded = codedMessage(message, values);
  const params = paramsOf(coded);
  return {
    error: (issue) => {
      Object.assign(issue, { params });
      return coded.message;
    },
  };
}

/**
 * A custom issue's message and params, for `context.addIssue({ code: 'custom', path, ...codedIssue(MESSAGES.x) })`:
 * a registry message with its values, or a message already made.
 */
export function codedIssue(message: RegisteredMessage | CodedMessage, values?: MessageValues): { message: string; params: MessageParams } {
  const coded = 'code' in message ? message : codedMessage(message, values);
  return { message: coded.message, params: paramsOf(coded) };
}

/**
 * What a finished issue says, as it travels: the registry message a shared schema gave it, or its
 * own English (a back-office schema's message, zod's own words) under the API's code for input
 * refused in a schema's own words.
 */
export function issueMessage(issue: { readonly message: string; readonly params?: unknown }): CodedMessage {
  const { params } = issue;
  if (!isMessageParams(params)) return { code: API_ERROR_CODES.invalidInput, message: issue.message };
  return params.values
    ? { code: params.code, message: issue.message, values: params.values }
    : { code: params.code, message: issue.message };
}

function paramsOf(coded: CodedMessage): MessageParams {
  return coded.values ? { code: coded.code, values: coded.values } : { code: coded.code };
}

function isMessageParams(value: unknown): value is MessageParams {
  if (typeof value !== 'object' || value === null) return false;
  const { code, values } = value as { code?: unknown; values?: unknown };
  return typeof code === 'string' && (values === undefined || (typeof values === 'object' && values !== null));
}
