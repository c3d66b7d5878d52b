// The toasts on screen, as [title, description] pairs (open ones only: a closed toast is on its
// way out). Radix repeats the text in a hidden live region for screen readers; that copy is left out.
import { screen } from '@testing-library/react';

export function shownToasts(): string[][] {
  // The region is named in the page's language ("Notifications (F8)", "Notificaciones (F8)").
  const region = screen.queryByRole('region', { name: /^(Notifications|Notificaciones) \(F8\)$/ });
  if (!region) return [];
  return [...region.querySelectorAll('li[data-state="open"]')].map((toast) =>
    [...(toast.firstElementChild?.children ?? [])].map((part) => part.textContent),
  );
}
