// Checks an upload while it streams to storage: the type from the file's first bytes (never the
// name or the browser's claim), its size and its SHA-256. Nothing is held whole in memory.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../../errors.js';

// file-type reads at most this many bytes to recognise a format.
const SNIFF_BYTES = 4100;

export interface InspectedUpload {
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export class UploadInspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private detected: string | undefined;
  private size = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly allowedContentTypes: readonly string[],
    private readonly unsupportedMessage: string,
  ) {
    super();
  }

  /** What was learned about the file; valid once the stream has finished. */
  result(): InspectedUpload {
    if (!this.detected) throw new Error('the upload has not been inspected yet');
    return { contentType: this.detected, sizeBytes: this.size, sha256: this.hash.digest('hex') };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.detected) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.detected) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (type) => {
        if (!type || !this.allowedContentTypes.includes(type.mime)) {
          callback(unsupportedMediaType(this.unsupportedMessage));
          return;
        }
        this.detected = type.mime;
        callback(null, head);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
