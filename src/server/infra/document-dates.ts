// How documents and the mails that carry them write dates: "Mar 3, 2026", the UTC calendar day, so
// every server prints the same date. Apart from pdf-layout.ts so a mail can date its text without
// loading the PDF writer (decision 053).
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An instant's UTC calendar day. */
export function documentDate(at: Date): string {
  return dateFormat.format(at);
}

/** A stored calendar day (YYYY-MM-DD). */
export function calendarDate(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}
