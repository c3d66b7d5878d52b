// Reads a multipart form: text fields into an object, files streamed one at a time into private
// storage while their type, size and hash are checked against the rules of the field they came
// in. On any failure every file already written is removed again, so a refused form leaves
// nothing behind. Used by every public form that takes files.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { MEGABYTE, uploadMessages, type UploadRules } from '../../../shared/uploads.js';
import { badRequest, HttpError, payloadTooLarge } from '../../errors.js';
import type { FileStorage } from './file-storage.js';
import { safeFileName, visibleFileName } from './safe-file-name.js';
import { UploadInspector, type InspectedUpload } from './upload-inspector.js';

export interface StoredUpload extends InspectedUpload {
  /** The form field the file came in. */
  field: string;
  storageKey: string;
  /** The name it was sent under, made safe to show (see safeFileName): its detected type's extension. */
  originalName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: StoredUpload[];
}

export interface MultipartFormSpec {
  /** The file fields the form has, each with its rules; files under any other name are refused. */
  files: Readonly<Record<string, UploadRules>>;
  /** Storage folder of this form's files, e.g. 'service-requests'. */
  storageFolder: string;
  maxFields: number;
  /** The longest a text field may be, in bytes: 10,000 unless a form carries a longer one (a JSON field). */
  maxFieldBytes?: number;
}

const DEFAULT_MAX_FIELD_BYTES = 10_000;

/**
 * Options to hand @fastify/multipart with every form's limits. preservePath keeps a file name as
 * sent, so a name with folders in it is refused rather than quietly cut to its last part.
 */
export const MULTIPART_OPTIONS = { preservePath: true } as const;

/** The limits to hand @fastify/multipart for a form, so busboy stops what the rules refuse. */
export function multipartLimits(spec: MultipartFormSpec) {
  const rules = Object.values(spec.files);
  return {
    fileSize: Math.max(...rules.map((rule) => rule.maxBytes)),
    files: rules.reduce((sum, rule) => sum + rule.maxFiles, 0),
    fields: spec.maxFields,
    fieldSize: spec.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
    parts: spec.maxFields + rules.reduce((sum, rule) => sum + rule.maxFiles, 0),
    headerPairs: 50,
  };
}

/** What a body the parser cannot read (no boundary, cut off mid-part, a broken part header) is told. */
export const MALFORMED_MULTIPART_MESSAGE = 'The form could not be read: send it as multipart/form-data with its boundary, complete.';

/** Storing the files failed on our side: nothing was kept, and the customer may simply try again. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'We could not store your files just now. Nothing was saved; please try again in a moment.';

export async function readMultipartForm(request: FastifyRequest, storage: FileStorage, spec: MultipartFormSpec): Promise<MultipartForm> {
  const fields = new Map<string, string>();
  const files: StoredUpload[] = [];
  const writtenKeys: string[] = [];
  // The parser's own failures, as they come out of a part's file stream: a malformed body.
  const bodyErrors = new WeakSet<object>();
  // The storage's failures (a disk full, S3 unreachable): not the customer's fault, and not a bug.
  const storageErrors = new WeakSet<object>();
  let current: { name: string; rules: UploadRules; truncated: () => boolean; failure: () => Error | null } | undefined;
  try {
    for await (const part of partsOf(request, spec)) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge(`${part.fieldname} is too long.`);
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      const rules = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : undefined;
      if (!rules) {
        part.file.resume();
        throw badRequest(`Files are accepted only as ${Object.keys(spec.files).join(', ')}.`);
      }
      // A file input left empty in a plain HTML form still sends a part, with no name and no bytes.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (files.filter((file) => file.field === part.fieldname).length >= rules.maxFiles) {
        part.file.resume();
        throw payloadTooLarge(uploadMessages.tooMany(rules));
      }
      if (!isPlainFileName(part.filename)) {
        part.file.resume();
        throw badRequest(uploadMessages.badFileName(cleanFileName(part.filename)));
      }
      const name = cleanFileName(part.filename);
      // A body cut off inside this file fails its stream: before we read it (`errored`) or while we do.
      current = { name, rules, truncated: () => part.file.truncated, failure: () => part.file.errored };
      part.file.once('error', (error) => bodyErrors.add(error));
      const storageKey = `${spec.storageFolder}/${randomUUID()}`;
      const inspector = new UploadInspector(rules.contentTypes, {
        unsupported: uploadMessages.unsupported(name),
        tooManyPixels: uploadMessages.tooManyPixels(name),
      });
      writtenKeys.push(storageKey);
      const sink = await storage.openWriteStream(storageKey).catch((error: unknown) => {
        if (error instanceof Object) storageErrors.add(error);
        throw error;
      });
      sink.once('error', (error) => storageErrors.add(error));
      await pipeline(part.file, inspector, sink);
      // Past busboy's size limit the stream just ends; the flag (or the count, for a field whose
      // limit is below the form's largest) is the only sign.
      const inspected = inspector.result();
      if (part.file.truncated || inspected.sizeBytes > rules.maxBytes) throw payloadTooLarge(uploadMessages.tooLarge(name, rules));
      files.push({ field: part.fieldname, storageKey, originalName: safeFileName(name, inspected.contentType), ...inspected });
      current = undefined;
    }
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => storage.remove(key).catch(() => undefined)));
    // A cut-off file cannot be recognised either: say it was too large, which is the real reason.
    if (current?.truncated()) throw payloadTooLarge(uploadMessages.tooLarge(current.name, current.rules));
    const fromTheBody = bodyErrors.has(error as object) || (current !== undefined && current.failure() === error);
    // The pipeline hands an upstream failure (our own 413/415) to the sink too: only an error the
    // storage raised itself is the storage's.
    if (!fromTheBody && !(error instanceof HttpError) && storageErrors.has(error as object)) {
      request.log.error({ err: error }, 'could not store an upload');
      throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
    }
    throw asHttpError(fromTheBody ? malformedUnlessKnown(error) : error, spec, current);
  }
  // Object.fromEntries makes '__proto__' an ordinary key, never the prototype.
  return { fields: Object.fromEntries(fields), files };
}

/**
 * The request's parts. Whatever the parser throws is about the body the client sent: the plugin's
 * own errors (limits, prototype names, a closed connection) carry their status; anything else
 * (no boundary, a boundary too long, a body cut off mid-part) is a malformed body, a 400.
 */
async function* partsOf(request: FastifyRequest, spec: MultipartFormSpec) {
  const parts = request.parts({ limits: multipartLimits(spec) })[Symbol.asyncIterator]();
  for (;;) {
    const step = await parts.next().catch((error: unknown) => {
      throw malformedUnlessKnown(error);
    });
    if (step.done) return;
    yield step.value;
  }
}

function malformedUnlessKnown(error: unknown): unknown {
  const statusCode = (error as { statusCode?: unknown } | undefined)?.statusCode;
  if (error instanceof HttpError || typeof statusCode === 'number') return error;
  return badRequest(MALFORMED_MULTIPART_MESSAGE);
}

export async function discardUploads(storage: FileStorage, uploads: readonly StoredUpload[]): Promise<void> {
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

/** The name as messages quote it: no folders, no control or invisible characters, not too long. */
export function cleanFileName(fileName: string | undefined): string {
  return (
    Array.from(visibleFileName(fileName ?? ''))
      .slice(-150)
      .join('') || 'unnamed file'
  );
}

function asHttpError(error: unknown, spec: MultipartFormSpec, current: { name: string; rules: UploadRules } | undefined): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  const allRules = Object.values(spec.files);
  if (code === 'FST_FILES_LIMIT') {
    const [only] = allRules;
    return payloadTooLarge(only && allRules.length === 1 ? uploadMessages.tooMany(only) : 'The form has too many files.');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return payloadTooLarge('The form has too many fields.');
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    if (current) return payloadTooLarge(uploadMessages.tooLarge(current.name, current.rules));
    return payloadTooLarge(`Each file must be at most ${Math.max(...allRules.map((rule) => rule.maxBytes)) / MEGABYTE}MB.`);
  }
  return error;
}
