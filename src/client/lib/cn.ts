import { clsx, type ClassValue } from 'clsx';

// Joins class names. Components put their own classes first and the caller's last; callers add
// classes rather than fight the component's (no tailwind-merge: it costs 8 KB on every page).
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
