import type { z } from 'zod';
import { ValidationFailed } from '../errors.js';

/** A schema's issues as one 400 that names every failing field (the first message of each). */
export function validationFailed(error: z.ZodError, extraFieldErrors: Record<string, string> = {}): ValidationFailed {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrorsFailed({ ...fieldErrors, ...extraFieldErrors });
}

export function fieldErrorsFailed(fieldErrors: Record<string, string>): ValidationFailed {
  const summary = Object.entries(fieldErrors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new ValidationFailed(`Please correct these fields: ${summary}`, fieldErrors);
}
