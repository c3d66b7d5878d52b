// Whether the screen is wide enough for the side navigation: Tailwind's `lg` (64rem), the same
// breakpoint the shell's grid uses, so the layout and the menu's behaviour change together.
import { useSyncExternalStore } from 'react';

const WIDE_SCREEN = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_SCREEN).matches;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
