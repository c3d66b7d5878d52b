// Small real files of each kind, for upload tests: the server recognises them by their bytes.
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 JPEG. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A 1x1 GIF. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A one-page PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An HTML page with a script: what an attacker would rename to .jpg or .pdf. */
export const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** `size` bytes that start like a JPEG, for size-limit tests. */
export function jpegOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  JPEG_BYTES.copy(bytes, 0, 0, Math.min(JPEG_BYTES.length, size));
  return bytes;
}

interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/**
 * A ZIP archive of the entries in the order given, deflated, with its central directory: what
 * Word, LibreOffice and Google Docs write. (Node's zlib has deflate and CRC-32; nothing else is
 * needed for a valid archive.)
 */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const compressed = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10); // deflate
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const WORD_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

function wordBody(text: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>` +
    '</w:body></w:document>'
  );
}

/**
 * A one-paragraph Word document (.docx). `contentTypesLast` puts [Content_Types].xml at the end
 * of the archive, after a photo too big for the first bytes to show it, as some writers do.
 */
export function docxBytes(options: { contentTypesLast?: boolean } = {}): Buffer {
  const contentTypes = { name: '[Content_Types].xml', content: WORD_CONTENT_TYPES };
  const parts = [
    { name: '_rels/.rels', content: WORD_RELATIONSHIPS },
    { name: 'word/document.xml', content: wordBody('Jane Doe, 8 years OTR, clean MVR.') },
  ];
  if (!options.contentTypesLast) return zipArchive([contentTypes, ...parts]);
  // Random bytes do not compress: the photo pushes the last entry far past the first 4100 bytes.
  return zipArchive([...parts, { name: 'word/media/photo.png', content: randomBytes(20_000) }, contentTypes]);
}

/** A ZIP archive that is not a Word document. */
export const ZIP_BYTES = zipArchive([{ name: 'notes.txt', content: 'not a resume' }]);

/**
 * A Word 97-2003 document's container (.doc): a compound file whose directory names the
 * "WordDocument" stream. Structure only, enough for content checks.
 */
export function docBytes(streamName = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0, 48); // the directory starts in sector 0
  const directory = Buffer.alloc(512);
  for (const [index, name] of ['Root Entry', streamName].entries()) {
    const entry = directory.subarray(index * 128, (index + 1) * 128);
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(entry, 0);
    entry.writeUInt16LE(encoded.length, 64);
    entry.writeUInt8(index === 0 ? 5 : 2, 66); // root storage, then a stream
  }
  return Buffer.concat([header, directory]);
}
