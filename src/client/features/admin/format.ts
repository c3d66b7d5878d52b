// How the dashboard shows dates and sizes.

/** "Nov 23, 2026", or N/A when there is no date (spec: 'created date or N/A'). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Nov 23, 2026, 3:04 PM" in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
