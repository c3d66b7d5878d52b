// A control's error message under it (field-message.tsx), the shared schemas' messages and the
// server's refusals included: they arrive with their code and are shown in the page's language.
import type { MessageOrText } from '@shared/coded-message';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { FieldMessage } from './field-message';

export { errorAria } from './field-message';

interface FieldErrorProps {
  id: string;
  /** A coded message (shown in the page's language by its code), or a text already in it. */
  error: MessageOrText | undefined;
  /** Read out as soon as it shows (role="alert"), for errors that appear without the user moving there. */
  announce?: boolean;
}

export function FieldError({ id, error, announce }: FieldErrorProps) {
  const i18n = useI18n();
  return <FieldMessage id={id} message={error && shownMessage(i18n, error)} announce={announce} />;
}
