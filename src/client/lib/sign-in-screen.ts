// Whether the page shows a sign-in form right now. The driver's /driver and /driver/load show
// their sign-in form at their own address until the driver signs in; the site's frame treats such
// a screen as the sign-in page it is (the chat button shows, decision 057). A form says so while
// it is on screen; the frame reads it.
import { useEffect, useSyncExternalStore } from 'react';

let shownForms = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  shownForms += by;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const anyShown = () => shownForms > 0;

/** Called by a sign-in form: the page is a sign-in screen while the form is mounted. */
export function useSignInScreen(): void {
  useEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
}

/** Whether a sign-in form is on screen. */
export function useSignInScreenShown(): boolean {
  return useSyncExternalStore(subscribe, anyShown, anyShown);
}
