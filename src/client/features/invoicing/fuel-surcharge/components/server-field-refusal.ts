// A schema refusal from the server names its field first ("pegPrice: Enter the peg price ..."):
// put it under that field of the form, as the browser's own check would have.
import { ApiError } from '@/lib/api';

export function fieldRefusalOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const named = /^(\w+): (.+)$/s.exec(error.serverMessage ?? '');
  const field = fields.find((candidate) => candidate === named?.[1]);
  return field && named?.[2] ? { field, message: named[2] } : undefined;
}
