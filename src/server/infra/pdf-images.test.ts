// PNGs flattened for pdfkit: the colours laid on white by their alpha, every PNG filter undone,
// and what cannot be printed refused rather than guessed.
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, PNG_BYTES } from '../../../tests/support/files.js';
import { printableImage } from './pdf-images.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `rows` (each: its filter byte, then the filtered samples). */
function png(width: number, colorType: number, rows: number[][], options: { interlaced?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header[8] = 8;
  header[9] = colorType;
  header[12] = options.interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows.flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour type and the unfiltered rows of a flattened PNG (it writes filter 0 only). */
function decoded(bytes: Buffer): { colorType: number; samples: number[] } {
  const colorType = bytes[8 + 8 + 9]!;
  const idatLength = bytes.readUInt32BE(8 + 25);
  const data = inflateSync(bytes.subarray(8 + 25 + 8, 8 + 25 + 8 + idatLength));
  return { colorType, samples: [...data] };
}

describe('printableImage', () => {
  it('keeps a JPEG as it is', () => {
    expect(printableImage(JPEG_BYTES)).toBe(JPEG_BYTES);
  });

  it('lays an RGBA PNG on white: opaque stays, transparent turns white, half is half-way', () => {
    const rgba = png(3, 6, [[0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 128]]);
    const flat = decoded(printableImage(rgba)!);
    expect(flat.colorType).toBe(2);
    expect(flat.samples).toEqual([0, 255, 0, 0, 255, 255, 255, 127, 127, 127]);
  });

  it('undoes the sub, up, average and Paeth filters', () => {
    // Grey with alpha, two pixels a row, every pixel (100, opaque) once unfiltered.
    const rows = [
      [1, 100, 255, 0, 0],
      [2, 0, 0, 0, 0],
      [3, 50, 128, 0, 0],
      [4, 0, 0, 0, 0],
    ];
    const flat = decoded(printableImage(png(2, 4, rows))!);
    expect(flat.colorType).toBe(0);
    expect(flat.samples).toEqual([0, 100, 100, 0, 100, 100, 0, 100, 100, 0, 100, 100]);
  });

  it('flattens the test PNG (RGBA) too', () => {
    const flat = printableImage(PNG_BYTES)!;
    expect(decoded(flat).colorType).toBe(2);
  });

  it('refuses what is not a JPEG or a PNG, a damaged PNG and an interlaced one', () => {
    expect(printableImage(Buffer.from('GIF89a'))).toBeNull();
    expect(printableImage(PNG_BYTES.subarray(0, 40))).toBeNull();
    expect(printableImage(png(1, 6, [[0, 1, 2, 3, 4]], { interlaced: true }))).toBeNull();
  });
});
