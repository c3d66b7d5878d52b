// A control's error message under it, and the aria attributes that tie the control to it: both
// present only while there is an error.

/** For the control: marked invalid and described by the message at `errorId`, while there is an error. */
export function errorAria(errorId: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
}

interface FieldErrorProps {
  id: string;
  error: string | undefined;
  /** Read out as soon as it shows (role="alert"), for errors that appear without the user moving there. */
  announce?: boolean;
}

export function FieldError({ id, error, announce }: FieldErrorProps) {
  if (!error) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="text-sm text-destructive">
      {error}
    </p>
  );
}
