// Reads a multipart submission: text fields into an object, files streamed one at a time into
// private storage while their type, size and hash are checked. On any failure every file
// already written is removed again, so a refused request leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { ITEM_PHOTO_RULES, uploadMessages, type UploadRules } from '../../../shared/uploads.js';
import { badRequest, HttpError, payloadTooLarge } from '../../errors.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { UploadInspector, type InspectedUpload } from '../../infra/storage/upload-inspector.js';

export const PHOTO_FIELD = 'itemPhotos';

export interface StoredUpload extends InspectedUpload {
  storageKey: string;
  originalName: string;
}

export interface Submission {
  fields: Record<string, unknown>;
  photos: StoredUpload[];
}

/**
 * Options handed to @fastify/multipart for this route. preservePath keeps a file name as sent,
 * so a name with folders in it is refused rather than quietly cut to its last part.
 */
export const MULTIPART_OPTIONS = { preservePath: true } as const;

/** Limits handed to @fastify/multipart for this route. */
export const MULTIPART_LIMITS = {
  fileSize: ITEM_PHOTO_RULES.maxBytes,
  files: ITEM_PHOTO_RULES.maxFiles,
  fields: 60,
  fieldSize: 10_000,
  parts: 70,
  headerPairs: 50,
};

export async function readMultipartSubmission(request: FastifyRequest, storage: FileStorage): Promise<Submission> {
  const rules = ITEM_PHOTO_RULES;
  const fields = new Map<string, string>();
  const photos: StoredUpload[] = [];
  const writtenKeys: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge(`${part.fieldname} is too long.`);
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (!isPlainFileName(part.filename)) {
        part.file.resume();
        throw badRequest(uploadMessages.badFileName(cleanFileName(part.filename)));
      }
      const name = cleanFileName(part.filename);
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw badRequest(`Files are accepted only as ${PHOTO_FIELD}.`);
      }
      const storageKey = `service-requests/${randomUUID()}`;
      const inspector = new UploadInspector(rules.contentTypes, {
        unsupported: uploadMessages.unsupported(name),
        tooManyPixels: uploadMessages.tooManyPixels(name),
      });
      writtenKeys.push(storageKey);
      await pipeline(part.file, inspector, await storage.openWriteStream(storageKey));
      // Past the size limit busboy just stops the stream; the flag is the only sign.
      if (part.file.truncated) throw payloadTooLarge(uploadMessages.tooLarge(name, rules));
      photos.push({ storageKey, originalName: name, ...inspector.result() });
    }
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => undefined)));
    throw asHttpError(error, rules);
  }
  // Object.fromEntries makes '__proto__' an ordinary key, never the prototype.
  return { fields: Object.fromEntries(fields), photos };
}

export async function discardUploads(storage: FileStorage, uploads: StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((upload) => storage.remove(upload.storageKey).catch(() => undefined)));
}

/**
 * A name a browser sends for a picked file: no folders ('/', '\\', '..'), no control characters
 * (CR/LF would let a name forge a header wherever it is echoed). Anything else is an attack or a
 * broken client, and is refused.
 */
export function isPlainFileName(fileName: string | undefined): boolean {
  if (!fileName) return true;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return !/[\\/\u0000-\u001f\u007f]/.test(fileName) && fileName !== '..' && fileName !== '.';
}

/** The name as the admin will see it: no folders, no control characters, not too long. */
export function cleanFileName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-150);
  return cleaned || 'unnamed file';
}

function asHttpError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge(uploadMessages.tooMany(rules));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return payloadTooLarge('The form has too many fields.');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(`Each file must be at most ${rules.maxBytes / (1024 * 1024)}MB.`);
  return error;
}
