// Whether a field that takes typing has the focus. On a phone that means the on-screen keyboard is
// up and the page has little room left: the chat button steps aside (decision 028).
import { useEffect, useState } from 'react';

// Inputs that bring up a keyboard; a date, a checkbox or a file input brings up a picker or nothing.
const TYPED_INPUT_TYPES = new Set(['text', 'email', 'tel', 'number', 'search', 'url', 'password']);

export function isTextEntry(element: EventTarget | null): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return TYPED_INPUT_TYPES.has(element.type) && !element.readOnly;
  return element instanceof HTMLElement && element.isContentEditable;
}

export function useTextEntryFocus(): boolean {
  const [typing, setTyping] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    // focusout names where the focus goes (relatedTarget): null when it leaves for nothing.
    const onFocusIn = (event: FocusEvent) => setTyping(isTextEntry(event.target));
    const onFocusOut = (event: FocusEvent) => setTyping(isTextEntry(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}
