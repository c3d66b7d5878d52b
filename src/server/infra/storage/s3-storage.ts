// Uploads in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...), so every app
// instance reads the files any other instance stored. Objects are private: the bucket needs no
// public access, and files are only ever streamed through the admin download route.
// The AWS SDK (several MB once loaded) is imported at the first file stored or read, not at start.
import { PassThrough, Writable, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import { loadOnce } from '../load-once.js';
import type { FileStorage } from './file-storage.js';

export function s3Storage(settings: S3Settings): FileStorage {
  const sdk = loadOnce(async () => {
    const [{ S3Client, GetObjectCommand, DeleteObjectCommand }, { Upload }] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/lib-storage'),
    ]);
    return { client: s3Client(S3Client, settings), GetObjectCommand, DeleteObjectCommand, Upload };
  });
  const Bucket = settings.bucket;

  return {
    async openWriteStream(key) {
      const { client, Upload } = await sdk();
      const body = new PassThrough();
      // Streams in parts (5 MB each), so a file is never held whole in memory.
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: 'application/octet-stream' } });
      const stored = upload.done();
      stored.catch(() => undefined); // reported through final() below
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (body.write(chunk)) callback();
          else body.once('drain', () => callback());
        },
        // The writer's pipeline finishes only once the object is really stored.
        final(callback) {
          body.end();
          stored.then(
            () => callback(),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        },
        destroy(error, callback) {
          if (error) {
            body.destroy(error);
            void upload.abort().catch(() => undefined);
          }
          callback(error);
        },
      });
    },
    async openReadStream(key) {
      const { client, GetObjectCommand } = await sdk();
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) throw new Error(`object ${key} has no body`);
      return object.Body as Readable;
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    describe: () => `S3-compatible storage (bucket ${Bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ''})`,
  };
}

function s3Client(Client: typeof S3Client, settings: S3Settings): S3Client {
  return new Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers do not understand
    // the SDK's default streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
