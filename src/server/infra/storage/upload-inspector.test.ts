// The content check every upload passes: types by their bytes, Word documents by what their
// container holds, wherever in the file that is.
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, HTML_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, ZIP_BYTES } from '../../../../tests/support/files.js';
import { ITEM_PHOTO_RULES, RESUME_RULES, WORD_DOC, WORD_DOCX } from '../../../shared/uploads.js';
import { HttpError } from '../../errors.js';
import { UploadInspector } from './upload-inspector.js';

/** Streams `bytes` through an inspector in small chunks, as a network upload arrives. */
async function inspect(bytes: Buffer, allowed: readonly string[], written: Buffer[] = []) {
  const inspector = new UploadInspector(allowed, 'file is not a supported file type');
  const chunks = Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) => bytes.subarray(i * 1000, (i + 1) * 1000));
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => written.push(chunk));
  await pipeline(Readable.from(chunks), inspector, sink);
  return { ...inspector.result(), written: Buffer.concat(written) };
}

describe('the upload inspector', () => {
  it.each([
    ['a PDF', PDF_BYTES, 'application/pdf'],
    ['a JPEG', JPEG_BYTES, 'image/jpeg'],
    ['a PNG', PNG_BYTES, 'image/png'],
  ])('recognises %s and passes every byte on, with its size and hash', async (_name, bytes, type) => {
    const result = await inspect(bytes, ITEM_PHOTO_RULES.contentTypes);
    expect(result).toMatchObject({ contentType: type, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(result.written.equals(bytes)).toBe(true);
  });

  it('recognises a .docx whose content types come first', async () => {
    const bytes = docxBytes();
    const result = await inspect(bytes, RESUME_RULES.contentTypes);
    expect(result.contentType).toBe(WORD_DOCX);
    expect(result.written.equals(bytes)).toBe(true);
  });

  it('recognises a .docx whose content types come last, far past the first bytes', async () => {
    const bytes = docxBytes({ contentTypesLast: true });
    expect(bytes.length).toBeGreaterThan(20_000);
    const result = await inspect(bytes, RESUME_RULES.contentTypes);
    expect(result.contentType).toBe(WORD_DOCX);
    expect(result.written.equals(bytes)).toBe(true);
  });

  it('recognises a .doc by the WordDocument stream in its compound file', async () => {
    expect((await inspect(docBytes(), RESUME_RULES.contentTypes)).contentType).toBe(WORD_DOC);
  });

  it.each([
    ['a ZIP archive that is no Word document', ZIP_BYTES, RESUME_RULES.contentTypes],
    ['a compound file without a Word stream (e.g. Excel)', docBytes('Workbook'), RESUME_RULES.contentTypes],
    ['a .docx where Word documents are not allowed', docxBytes(), ITEM_PHOTO_RULES.contentTypes],
    ['HTML', HTML_BYTES, RESUME_RULES.contentTypes],
    ['an empty file', Buffer.alloc(0), RESUME_RULES.contentTypes],
  ])('refuses %s with 415 and writes nothing', async (_name, bytes, allowed) => {
    const written: Buffer[] = [];
    const error = await inspect(bytes, allowed, written).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(415);
    expect(written).toEqual([]);
  });
});
