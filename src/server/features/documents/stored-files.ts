// Reading an upload's bytes from storage for a document: a proof's signature and photos, a
// driver's receipt photo. A file whose bytes are gone (a failed restore) reads as null, so the
// document still stands and says the image is missing.
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { StoredImage } from './pod-data.js';

export async function readStoredImage(storage: FileStorage, image: { storageKey: string; contentType: string }): Promise<StoredImage> {
  const bytes = await storage
    .openReadStream(image.storageKey)
    .then(readAll)
    .catch(() => null);
  return { contentType: image.contentType, bytes };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
