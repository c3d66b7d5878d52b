// A form's refusals keep their code: the resolver for a shared schema (react-hook-form's zod
// resolver keeps only each issue's English) and the server's field refusals put each message's
// code and values on the field's error, beside its English, so the field shows it in the page's
// language by the code (@/i18n/shared-text).
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { ErrorOption, FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CodedMessage, MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';

/** A form's schema: what it takes is a form's values. */
type FormSchema = z.ZodType<unknown, FieldValues>;

/** A field's error that knows its message's code. */
interface RefusedFieldError extends FieldError {
  refusal: CodedMessage;
}

/**
 * A resolver that validates with `schema` and, for each field, gives its first issue with the
 * issue's message as it travels. `raw` submits what was typed, not the schema's output.
 */
export function codedResolver<Schema extends FormSchema>(
  schema: Schema,
  options: { raw: true },
): Resolver<z.input<Schema>, unknown, z.input<Schema>>;
export function codedResolver<Schema extends FormSchema>(
  schema: Schema,
  options?: { raw?: false },
): Resolver<z.input<Schema>, unknown, z.output<Schema>>;
export function codedResolver<Schema extends FormSchema>(
  schema: Schema,
  { raw = false }: { raw?: boolean } = {},
): Resolver<z.input<Schema>, unknown, z.input<Schema> | z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: raw ? values : result.data, errors: {} };
    }
    const errors: Record<string, RefusedFieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message, refusal: issueMessage(issue) };
    }
    return { values: {}, errors: toNestErrors<z.input<Schema>>(errors, options) };
  };
}

/** `form.setError(field, refusedFieldError(refusal))`: the server's refusal of a field, with its code when it has one. */
export function refusedFieldError(refusal: MessageOrText): ErrorOption {
  if (typeof refusal === 'string') return { type: 'server', message: refusal };
  const error: ErrorOption & Pick<RefusedFieldError, 'refusal'> = { type: 'server', message: refusal.message, refusal };
  return error;
}

/** What a field's error says: its message with its code when it has one, otherwise its text. */
export function fieldErrorMessage(error: FieldError | undefined): MessageOrText | undefined {
  if (!error) return undefined;
  const { refusal } = error as Partial<RefusedFieldError>;
  return refusal ?? error.message;
}
