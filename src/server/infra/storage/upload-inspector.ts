// Checks an upload while it streams to storage: the type from the file's content (never the
// name or the browser's claim), an image's width and height (a "pixel flood": a small file that
// claims billions of pixels and exhausts whatever decodes it), its size and its SHA-256. Nothing
// reaches storage before its type is known to be allowed.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { imageSize } from 'image-size';
import type { CodedMessage } from '../../../shared/coded-message.js';
import { payloadTooLarge, unsupportedMediaType } from '../../errors.js';
import { loadOnce } from '../load-once.js';
import { detectDocumentInContainer, documentToLookFor, fileTypes } from './container-formats.js';

// Imported with the first upload, not at start (docs/decisions/053-memory-at-rest.md); the
// dimensions are read only once the type is known, so this has loaded by then.
const imageSizes = loadOnce(() => import('image-size'));

// file-type reads at most this many bytes to recognise a format.
const SNIFF_BYTES = 4100;
// PNG and GIF state their size in the first bytes; a JPEG's size comes after its metadata
// segments (EXIF, thumbnails, colour profiles), which can run to a few hundred kilobytes.
const DIMENSIONS_WITHIN_BYTES = 512 * 1024;
/** The most pixels an uploaded image may have: 100 megapixels, past any phone camera's default. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export interface InspectedUpload {
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export interface InspectorMessages {
  /** The file's type is not one of the allowed ones. */
  unsupported: string | CodedMessage;
  /** An image with more pixels than MAX_IMAGE_PIXELS, or whose size cannot be read. */
  tooManyPixels?: string | CodedMessage;
}

export class UploadInspector extends Transform {
  private held: Buffer[] = [];
  private heldLength = 0;
  private detected: string | undefined;
  /** Set when the head found only a container (ZIP, compound file): the whole file decides. */
  private lookingFor: string | undefined;
  private size = 0;
  private readonly hash = createHash('sha256');
  /** The start of an image, kept until its width and height have been read. */
  private imageStart: Buffer[] | undefined;
  private readonly messages: Required<InspectorMessages>;
  private measure: typeof imageSize | undefined;

  constructor(
    private readonly allowedContentTypes: readonly string[],
    messages: InspectorMessages | string | CodedMessage,
  ) {
    super();
    const given = typeof messages === 'string' || 'code' in messages ? { unsupported: messages } : messages;
    this.messages = { tooManyPixels: 'The image has too many pixels.', ...given };
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
      this.keepImageStart(chunk);
      callback(this.imageStart ? this.checkDimensions(false) : null, chunk);
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
      callback(this.imageStart ? this.checkDimensions(true) : null);
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
    Promise.all([fileTypes(), imageSizes()])
      .then(([{ fileTypeFromBuffer }, { imageSize: measure }]) => {
        this.measure = measure;
        return fileTypeFromBuffer(head);
      })
      .then(
        (type) => {
          if (type && this.allowedContentTypes.includes(type.mime)) {
            this.release(type.mime, callback, complete);
            return;
          }
          const document = documentToLookFor(type?.mime, this.allowedContentTypes);
          if (!document) {
            callback(unsupportedMediaType(this.messages.unsupported));
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
      (type) => (type ? this.release(type, callback, true) : callback(unsupportedMediaType(this.messages.unsupported))),
      (error: unknown) => callback(asError(error)),
    );
  }

  /** The type is allowed: pass on what was held back (once an image's size is known to be fine). */
  private release(contentType: string, callback: TransformCallback, atEnd: boolean): void {
    this.detected = contentType;
    const held = Buffer.concat(this.held);
    this.held = [];
    if (contentType.startsWith('image/')) {
      this.imageStart = [];
      this.keepImageStart(held);
      const problem = this.checkDimensions(atEnd);
      if (problem) return callback(problem);
    }
    callback(null, held);
  }

  private keepImageStart(chunk: Buffer): void {
    if (!this.imageStart) return;
    const kept = this.imageStart.reduce((total, part) => total + part.length, 0);
    if (kept < DIMENSIONS_WITHIN_BYTES) this.imageStart.push(chunk.subarray(0, DIMENSIONS_WITHIN_BYTES - kept));
  }

  /**
   * An error when the image is too big in pixels, or when its size still cannot be read although
   * all of its start (or the whole file, at the end) has arrived; null otherwise. Once the size is
   * known to be fine, the image's start is let go.
   */
  private checkDimensions(atEnd: boolean): Error | null {
    const start = Buffer.concat(this.imageStart ?? []);
    // Set with the type (inspectHead), which every image's check comes after.
    if (!this.measure) return new Error('image dimensions checked before the image library was loaded');
    let dimensions: { width: number; height: number } | undefined;
    try {
      dimensions = this.measure(start);
    } catch {
      // Not enough of the file yet (a JPEG's size comes after its metadata).
      dimensions = undefined;
    }
    if (!dimensions) {
      const gaveUp = atEnd || start.length >= DIMENSIONS_WITHIN_BYTES;
      return gaveUp ? payloadTooLarge(this.messages.tooManyPixels) : null;
    }
    this.imageStart = undefined;
    return dimensions.width * dimensions.height > MAX_IMAGE_PIXELS ? payloadTooLarge(this.messages.tooManyPixels) : null;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
