import type { z } from 'zod';
import type { CodedMessage } from '../../shared/coded-message.js';
import { issueMessage } from '../../shared/message-issues.js';
import { ValidationFailed } from '../errors.js';

/** A schema's issues as one 400 that names every failing field (the first message of each, with its code). */
export function validationFailed(error: z.ZodError, extraFieldErrors: Record<string, CodedMessage> = {}): ValidationFailed {
  const fieldErrors: Record<string, CodedMessage> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fieldErrors[field] ??= issueMessage(issue);
  }
  return fieldErrorsFailed({ ...fieldErrors, ...extraFieldErrors });
}

export function fieldErrorsFailed(fieldErrors: Record<string, CodedMessage>): ValidationFailed {
  const summary = Object.entries(fieldErrors)
    .map(([field, { message }]) => `${field}: ${message}`)
    .join('; ');
  return new ValidationFailed(`Please correct these fields: ${summary}`, fieldErrors);
}
