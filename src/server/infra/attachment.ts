// The Content-Disposition of a download: always an attachment (never shown inline), with the
// name made safe for the plain header and kept whole in the RFC 5987 form. Invisible and control
// characters never reach either form: a right-to-left override would make the browser save
// 'x<U+202E>gnp.html' as a page that reads like a PNG.
import { visibleFileName } from './storage/safe-file-name.js';

export function attachmentDisposition(fileName: string): string {
  const visible = visibleFileName(fileName) || 'download';
  const ascii = visible.replace(/[^\w.-]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too.
  const encoded = encodeURIComponent(visible).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
