// Images made ready for pdfkit so that the same images always make the same PDF bytes.
//
// pdfkit 0.20.2 embeds a JPEG, and a PNG without an alpha channel, as they are. A PNG with an
// alpha channel (a signature drawn on a canvas is one), with palette transparency or interlaced
// is decoded asynchronously (png-js inflates on the thread pool) and its objects are written
// when that finishes: two such images race, and the file's object order (its bytes) changes from
// one run to the next. So such a PNG is flattened here, synchronously, onto white (the paper's
// colour) into a plain 8-bit PNG, which pdfkit then embeds as it is.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

interface PngChunk {
  type: string;
  data: Buffer;
}

/** Bytes pdfkit embeds without decoding them first, or null for an image it cannot print. */
export function printableImage(bytes: Buffer): Buffer | null {
  if (bytes.subarray(0, 3).equals(JPEG_START)) return bytes;
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  try {
    return printablePng(bytes);
  } catch {
    // A damaged PNG: the caller says the image could not be included.
    return null;
  }
}

function printablePng(bytes: Buffer): Buffer | null {
  const chunks = pngChunks(bytes);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (!header || header.length < 13) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bitDepth = header[8]!;
  const colorType = header[9]!;
  const interlaced = header[12] === 1;
  // Adam7 interlacing is rare in photos and signatures; not worth a decoder of its own.
  if (interlaced) return null;
  if (colorType === 3) {
    // A palette's transparency would be decoded asynchronously: the palette is printed opaque.
    return encodePng(chunks.filter((chunk) => chunk.type !== 'tRNS'));
  }
  if (colorType !== 4 && colorType !== 6) return bytes;
  if (bitDepth !== 8 && bitDepth !== 16) return null;
  const colours = colorType === 6 ? 3 : 1;
  const channels = colours + 1;
  const bytesPerSample = bitDepth / 8;
  const pixels = unfilter(
    inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data))),
    width,
    height,
    channels * bytesPerSample,
  );
  // One filter byte (0: none) per row, then the colours laid on white by their alpha.
  const flat = Buffer.alloc(height * (1 + width * colours));
  let out = 0;
  for (let row = 0; row < height; row++) {
    flat[out++] = 0;
    for (let column = 0; column < width; column++) {
      const pixel = (row * width + column) * channels * bytesPerSample;
      const alpha = pixels[pixel + colours * bytesPerSample]!;
      for (let colour = 0; colour < colours; colour++) {
        const value = pixels[pixel + colour * bytesPerSample]!;
        flat[out++] = Math.round((value * alpha + 255 * (255 - alpha)) / 255);
      }
    }
  }
  const flatHeader = Buffer.from(header.subarray(0, 13));
  flatHeader[8] = 8;
  flatHeader[9] = colorType === 6 ? 2 : 0;
  return encodePng([
    { type: 'IHDR', data: flatHeader },
    { type: 'IDAT', data: deflateSync(flat) },
    { type: 'IEND', data: Buffer.alloc(0) },
  ]);
}

function pngChunks(bytes: Buffer): PngChunk[] {
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 8 + length;
    if (end + 4 > bytes.length) throw new Error('truncated PNG chunk');
    chunks.push({ type, data: bytes.subarray(offset + 8, end) });
    offset = end + 4;
    if (type === 'IEND') break;
  }
  return chunks;
}

function encodePng(chunks: PngChunk[]): Buffer {
  const parts: Buffer[] = [PNG_SIGNATURE];
  for (const chunk of chunks) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.data.length);
    const typeAndData = Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    parts.push(length, typeAndData, crc);
  }
  return Buffer.concat(parts);
}

/** The PNG filters (none, sub, up, average, Paeth) undone: the raw samples, row after row. */
function unfilter(data: Buffer, width: number, height: number, bytesPerPixel: number): Buffer {
  const stride = width * bytesPerPixel;
  if (data.length < height * (stride + 1)) throw new Error('truncated PNG image data');
  const pixels = Buffer.alloc(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = data[row * (stride + 1)]!;
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    for (let i = 0; i < stride; i++) {
      const raw = data[source + i]!;
      const left = i >= bytesPerPixel ? pixels[target + i - bytesPerPixel]! : 0;
      const up = row > 0 ? pixels[target - stride + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? pixels[target - stride + i - bytesPerPixel]! : 0;
      pixels[target + i] = (raw + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  return pixels;
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 0) return 0;
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return Math.floor((left + up) / 2);
  if (filter === 4) {
    const estimate = left + up - upLeft;
    const toLeft = Math.abs(estimate - left);
    const toUp = Math.abs(estimate - up);
    const toUpLeft = Math.abs(estimate - upLeft);
    if (toLeft <= toUp && toLeft <= toUpLeft) return left;
    return toUp <= toUpLeft ? up : upLeft;
  }
  throw new Error(`unknown PNG filter ${filter}`);
}
