// Word documents come in containers that other files share: a .docx is a ZIP archive and a .doc
// is an OLE compound file. Their first bytes only say "ZIP" or "compound file"; what is inside
// decides whether it is a Word document. These look inside a whole file.
import { WORD_DOC, WORD_DOCX } from '../../../shared/uploads.js';
import { loadOnce } from '../load-once.js';

/** file-type, imported with the first upload rather than at start (docs/decisions/053-memory-at-rest.md). */
export const fileTypes = loadOnce(() => import('file-type'));

export const ZIP = 'application/zip';
export const COMPOUND_FILE = 'application/x-cfb';

/** The container type a head was detected as, and the document type that may be inside it. */
const DOCUMENTS_IN_CONTAINERS: Readonly<Record<string, string>> = {
  [ZIP]: WORD_DOCX,
  [COMPOUND_FILE]: WORD_DOC,
};

/**
 * Which document an allowed type could turn out to be, when the first bytes found only its
 * container; undefined when looking further cannot help.
 */
export function documentToLookFor(headType: string | undefined, allowed: readonly string[]): string | undefined {
  if (!headType) return undefined;
  const document = DOCUMENTS_IN_CONTAINERS[headType];
  return document && allowed.includes(document) ? document : undefined;
}

// A Word 97-2003 file is a compound file holding a stream named "WordDocument"; directory
// entry names are UTF-16LE. Excel and Outlook files share the container but not this stream.
const WORD_STREAM_NAME = Buffer.from('WordDocument\0', 'utf16le');

/** The whole file's type when it is the document looked for, else undefined. */
export async function detectDocumentInContainer(whole: Buffer, document: string): Promise<string | undefined> {
  if (document === WORD_DOCX) {
    // With the whole archive file-type reads the central directory, so it finds
    // [Content_Types].xml wherever the writing program put it.
    const { fileTypeFromBuffer } = await fileTypes();
    const type = await fileTypeFromBuffer(whole);
    return type?.mime === WORD_DOCX ? WORD_DOCX : undefined;
  }
  if (document === WORD_DOC) return whole.includes(WORD_STREAM_NAME) ? WORD_DOC : undefined;
  return undefined;
}
