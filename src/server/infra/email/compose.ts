// Mails are written as lines of plain text; the HTML part is the same words, escaped, with the
// given URLs made into links. Nothing a customer typed can become markup.
import { escapeHtml } from '../../site/page-html.js';

/** The lines as an HTML document; each URL in `links` becomes a link wherever it appears. */
export function htmlFromLines(lines: readonly string[], links: readonly string[] = []): string {
  const body = lines
    .map((line) => {
      let html = escapeHtml(line);
      for (const url of links) {
        html = html.replaceAll(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
      }
      return html;
    })
    .join('<br>\n');
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5">${body}</body></html>`;
}

/** The closing lines every customer mail ends with. */
export function companySignature(company: { name: string; supportPhone: string; email: string; mcNumber: string; dotNumber: string }): string[] {
  return [
    `Need help? Call us 24/7 at ${company.supportPhone} or write to ${company.email}.`,
    '',
    company.name,
    `MC #${company.mcNumber} · DOT #${company.dotNumber}`,
  ];
}
