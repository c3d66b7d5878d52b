// The text of a PDF, for tests that check what a document says: pdf.js (the reader Firefox uses)
// parses the file, so a test passes only for a PDF a real reader can open.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, pages joined by a blank line; on a page, items joined and every run of spaces made one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/** How many pages the PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}
