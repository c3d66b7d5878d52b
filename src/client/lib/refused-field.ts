// The server's reason for refusing one field of a form (400), to show under that field. Body
// validation answers "newPassword: The password must be..." (no fieldErrors), its code naming the
// reason after the field's name; our own checks may answer fieldErrors, each with its code. Either
// way the reason is read without the field's name in front, with its code and values when it has them.
import { textOf, type MessageOrText } from '@shared/coded-message';
import { ApiError } from '@/lib/api';
import { fieldRefusalsOf, refusalOf } from '@/lib/failure-message';

export function refusedField(error: unknown, field: string): MessageOrText | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fromFields = fieldRefusalsOf(error)[field];
  if (fromFields) return fromFields;
  const prefix = `${field}: `;
  const refusal = refusalOf(error);
  if (refusal === undefined || !textOf(refusal).startsWith(prefix)) return undefined;
  return typeof refusal === 'string' ? refusal.slice(prefix.length) : { ...refusal, message: refusal.message.slice(prefix.length) };
}

/** The same reason as it is worded, for the back office (English only). */
export function refusedFieldText(error: unknown, field: string): string | undefined {
  const refusal = refusedField(error, field);
  return refusal === undefined ? undefined : textOf(refusal);
}
