// The server's reason for refusing one field of a form (400), to show under that field. Body
// validation answers "newPassword: The password must be..." (no fieldErrors); our own checks may
// answer fieldErrors. Either way the reason is read without the field's name in front.
import { ApiError } from '@/lib/api';

export function refusedField(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fromFields = error.fieldErrors[field];
  if (fromFields) return fromFields;
  const prefix = `${field}: `;
  const message = error.serverMessage;
  return message?.startsWith(prefix) ? message.slice(prefix.length) : undefined;
}
