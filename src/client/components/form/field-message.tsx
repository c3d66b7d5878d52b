// A control's message under it, and the aria attributes that tie the control to it: both present
// only while there is a message. Free of the shared messages (field-error.tsx translates those), so
// a form on the home page (the estimate, with its own words) keeps to the page's JavaScript budget.
import type { MessageOrText } from '@shared/coded-message';

/** For the control: marked invalid and described by the message at `errorId`, while there is an error. */
export function errorAria(errorId: string, error: MessageOrText | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
}

interface FieldMessageProps {
  id: string;
  /** In the page's language already. */
  message: string | undefined;
  /** Read out as soon as it shows (role="alert"), for errors that appear without the user moving there. */
  announce?: boolean;
}

export function FieldMessage({ id, message, announce }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="text-sm text-destructive">
      {message}
    </p>
  );
}
