// Text made safe to put in HTML, as element content or a quoted attribute value: the five
// characters that could end either are written as entities. For the page shell's head and the
// HTML part of mails alike.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
