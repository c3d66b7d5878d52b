// The multipart forms of the qualification file (a record, an employer's answer): text fields and
// one document under `file`, with the limits of the application's scanned documents (PDF, JPEG or
// PNG, 5 MB, checked by content).
import { SCANNED_DOCUMENT_RULES } from '../../../shared/uploads.js';
import type { MultipartFormSpec } from '../../infra/storage/multipart-form.js';

export const FILE_FIELD = 'file';

export const QUALIFICATION_FILE_FORM: MultipartFormSpec = {
  files: { [FILE_FIELD]: SCANNED_DOCUMENT_RULES },
  storageFolder: 'qualification-files',
  maxFields: 12,
};
