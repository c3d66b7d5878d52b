// Helpers of the attack battery (tests/security): an app with its own upload folder to look
// into, raw multipart bodies (to send what no browser would), and hostile files.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { driverApplications, serviceRequests, uploads } from '../../src/server/db/schema.js';
import { localDiskStorage } from '../../src/server/infra/storage/local-disk-storage.js';
import { GIF_BYTES, JPEG_BYTES } from './files.js';
import { scratchFolder, testConfig } from './test-config.js';

export interface AppWithUploads {
  app: FastifyInstance;
  uploadsDir: string;
}

/** An app whose uploads go to a folder of its own, so a test can see every file left behind. */
export async function appWithUploadFolder(database: DatabaseHandle, env: Record<string, string> = {}): Promise<AppWithUploads> {
  const uploadsDir = scratchFolder('security-uploads-');
  const app = await buildApp({ config: testConfig(env), database, logger: false, storage: localDiskStorage(uploadsDir) });
  await app.ready();
  return { app, uploadsDir };
}

/** Every file under a folder, however deep. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function countRows(database: DatabaseHandle): Promise<{ requests: number; applications: number; uploads: number }> {
  const [requests] = await database.db.select({ value: count() }).from(serviceRequests);
  const [applications] = await database.db.select({ value: count() }).from(driverApplications);
  const [files] = await database.db.select({ value: count() }).from(uploads);
  return { requests: requests?.value ?? 0, applications: applications?.value ?? 0, uploads: files?.value ?? 0 };
}

export interface RawPart {
  name: string;
  value: string | Buffer;
  /** The Content-Disposition's filename parameter exactly as sent (may hold quotes or encodings). */
  filenameParameter?: string;
  contentType?: string;
}

/** A multipart/form-data body written by hand, with header values no browser would send. */
export function rawMultipart(parts: RawPart[]): { contentType: string; payload: Buffer } {
  const boundary = '----battery7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filenameParameter ? `; ${part.filenameParameter}` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real, tiny PNG file whose header claims width x height pixels: a decompression bomb's shape. */
export function pixelFloodPng(width = 60_000, height = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 1x1 GIF with its screen and image size set to 65535 x 65535. */
export function pixelFloodGif(): Buffer {
  const bytes = Buffer.from(GIF_BYTES);
  bytes.writeUInt16LE(0xffff, 6);
  bytes.writeUInt16LE(0xffff, 8);
  return bytes;
}

/** The 1x1 JPEG with its frame header (SOF0 or SOF2) set to 65000 x 65000. */
export function pixelFloodJpeg(): Buffer {
  const bytes = Buffer.from(JPEG_BYTES);
  const sof0 = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  const frame = sof0 >= 0 ? sof0 : bytes.indexOf(Buffer.from([0xff, 0xc2]));
  if (frame < 0) throw new Error('the test JPEG has no frame header');
  bytes.writeUInt16BE(65_000, frame + 5);
  bytes.writeUInt16BE(65_000, frame + 7);
  return bytes;
}
