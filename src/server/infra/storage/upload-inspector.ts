// Checks an upload while it streams to storage: the type from the file's content (never the
// name or the browser's claim), its size and its SHA-256. Nothing reaches storage before its
// type is known to be allowed.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../../errors.js';
import { detectDocumentInContainer, documentToLookFor } from './container-formats.js';

// file-type reads at most this many bytes to recognise a format.
const SNIFF_BYTES = 4100;

export interface InspectedUpload {
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export class UploadInspector extends Transform {
  private held: Buffer[] = [];
  private heldLength = 0;
  private detected: string | undefined;
  /** Set when the head found only a container (ZIP, compound file): the whole file decides. */
  private lookingFor: string | undefined;
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
    this.held.push(chunk);
    this.heldLength += chunk.length;
    // A container is held whole: its upload limit (busboy's fileSize) bounds the memory.
    if (this.lookingFor || this.heldLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.inspectHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.detected) {
      callback();
      return;
    }
    if (this.lookingFor) {
      this.inspectWhole(this.lookingFor, callback);
      return;
    }
    this.inspectHead(callback, { complete: true });
  }

  private inspectHead(callback: TransformCallback, { complete = false } = {}): void {
    const head = Buffer.concat(this.held);
    this.held = [head];
    fileTypeFromBuffer(head).then(
      (type) => {
        if (type && this.allowedContentTypes.includes(type.mime)) {
          this.release(type.mime, callback);
          return;
        }
        const document = documentToLookFor(type?.mime, this.allowedContentTypes);
        if (!document) {
          callback(unsupportedMediaType(this.unsupportedMessage));
          return;
        }
        if (complete) {
          this.inspectWhole(document, callback);
          return;
        }
        this.lookingFor = document;
        callback();
      },
      (error: unknown) => callback(asError(error)),
    );
  }

  private inspectWhole(document: string, callback: TransformCallback): void {
    detectDocumentInContainer(Buffer.concat(this.held), document).then(
      (type) => (type ? this.release(type, callback) : callback(unsupportedMediaType(this.unsupportedMessage))),
      (error: unknown) => callback(asError(error)),
    );
  }

  private release(contentType: string, callback: TransformCallback): void {
    this.detected = contentType;
    const held = Buffer.concat(this.held);
    this.held = [];
    callback(null, held);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
