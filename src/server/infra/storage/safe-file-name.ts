// The name an uploaded file is stored, shown and downloaded under. A sender chooses the name, so
// it may lie: 'scan<U+202E>gnp.html' reads as "scanlmth.png" and saves as .html, and a PNG named
// .html runs as a page when opened. The name we keep has no invisible or control characters and
// ends in the extension of the type its bytes were detected as.
import { GIF, JPEG, PDF, PNG, WORD_DOC, WORD_DOCX } from '../../../shared/uploads.js';

/** The extensions a name may end in for each type we accept; the first is added when it has none of them. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  [PDF]: ['.pdf'],
  [JPEG]: ['.jpg', '.jpeg'],
  [PNG]: ['.png'],
  [GIF]: ['.gif'],
  [WORD_DOC]: ['.doc'],
  [WORD_DOCX]: ['.docx'],
};

/** What a stored file is served as when its recorded type is not one we accept (an old or altered row). */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

const MAX_STEM_LENGTH = 150;

// Control characters, line and paragraph separators, and invisible format characters (the bidi
// overrides and isolates, zero-width spaces and joiners, the BOM).
const HIDDEN_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
// Characters Windows refuses in a file name; a download keeps the rest of the name.
const NOT_IN_FILE_NAMES = /[<>:"|?*]/g;
// A trailing ".ext": letters and digits only, so "v1.2 final" has none.
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** The type to serve a stored file as: the type detected at upload, when it is one we accept. */
export function servedContentType(storedType: string): string {
  return Object.hasOwn(EXTENSIONS, storedType) ? storedType : UNKNOWN_CONTENT_TYPE;
}

/**
 * A file name anyone can be shown: its last path segment, without control or invisible
 * characters, without characters Windows refuses, without leading dots (a hidden file) or
 * trailing dots and spaces.
 */
export function visibleFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(HIDDEN_OR_CONTROL, '')
    .replace(NOT_IN_FILE_NAMES, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/**
 * The name to store and serve for a file of `contentType` sent as `sentName`: visible
 * (visibleFileName), at most 150 characters before the extension, and ending in an extension of
 * its detected type (a PNG sent as 'x.html' is 'x.png'; 'x.jpeg' stays 'x.jpeg').
 */
export function safeFileName(sentName: string, contentType: string): string {
  const extensions = EXTENSIONS[contentType] ?? [];
  const visible = visibleFileName(sentName);
  const sentExtension = EXTENSION.exec(visible)?.[0] ?? '';
  const stem = Array.from(visible.slice(0, visible.length - sentExtension.length).replace(/[\s.]+$/, ''))
    .slice(0, MAX_STEM_LENGTH)
    .join('');
  const endsWell = (name: string) => extensions.some((extension) => name.toLowerCase().endsWith(extension));
  // 'x.jpeg' stays; 'x.pdf.exe' (a PDF) becomes 'x.pdf'; 'x.html' (a PNG) becomes 'x.png'.
  if (endsWell(sentExtension)) return `${stem || 'file'}${sentExtension}`;
  if (endsWell(stem)) return stem;
  return `${stem || 'file'}${extensions[0] ?? ''}`;
}
