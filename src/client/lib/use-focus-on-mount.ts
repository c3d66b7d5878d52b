import { useEffect, useRef } from 'react';

/** Focuses the element once it is on screen: a new step's heading, for screen-reader users. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
