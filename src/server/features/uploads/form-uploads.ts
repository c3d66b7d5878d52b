// What the public forms that take files share around reading them (infra/storage/multipart-form.ts
// reads and checks the files): the form's multipart limits, and no file kept for a submission that
// was refused after its files were stored.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import {
  discardUploads,
  MULTIPART_OPTIONS,
  multipartLimits,
  type MultipartFormSpec,
  type StoredUpload,
} from '../../infra/storage/multipart-form.js';

/** Multipart bodies for the routes of this scope, within the form's limits; a file over its size is a 413. */
export async function acceptMultipartForm(app: FastifyInstance, spec: MultipartFormSpec): Promise<void> {
  await app.register(multipart, { ...MULTIPART_OPTIONS, limits: multipartLimits(spec), throwFileSizeLimit: true });
}

/** Runs `submit`; when it fails (invalid fields, a database fault), the form's stored files are removed again. */
export async function discardUploadsOnFailure<T>(storage: FileStorage, files: readonly StoredUpload[], submit: () => Promise<T>) {
  try {
    return await submit();
  } catch (error) {
    await discardUploads(storage, files);
    throw error;
  }
}
