// How big a sign-in step draws its controls: the customer's page uses the site's usual sizes; the
// driver's page, used with gloves on, passes its own (features/dispatch/driver/components/glove-sizes.ts).
export interface SignInSizes {
  input: string;
  button: string;
  /** The status and "sent to" lines. */
  text: string;
  /** "Send again" and "Use a different e-mail": quiet links side by side, or full buttons stacked. */
  secondary: 'quiet' | 'stacked';
}

export const REGULAR_SIGN_IN_SIZES: SignInSizes = { input: '', button: 'w-full', text: 'text-sm', secondary: 'quiet' };
