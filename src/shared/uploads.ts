// What an uploaded file is for, and the rules for each form's files (spec sections 5 and 9).
import { codedMessage, type CodedMessage } from './coded-message.js';
import { SHARED_MESSAGES as MESSAGES } from './shared-messages.js';

export const UPLOAD_PURPOSES = [
  'item_photo',
  'resume',
  'license',
  'medical_card',
  // A driver's proof of delivery and problem reports (issue 22): private like every upload.
  'delivery_photo',
  'delivery_signature',
  'problem_photo',
  // A lumper receipt or scale ticket the driver photographs on the road (issue 37).
  'driver_receipt',
  // Issue 39: the shipper's and the driver's signatures on the bill of lading at pickup, photos of
  // what arrived over, short or damaged, and a broker's own rate confirmation (a PDF or a photo).
  'pickup_signature',
  'exception_photo',
  'rate_confirmation',
  // Issue 41: the applicant's signature drawn under the certification, a document recruiting adds
  // to a driver's qualification file, and a previous employer's answer to our inquiry.
  'application_signature',
  'qualification_document',
  'inquiry_response',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadRules {
  maxFiles: number;
  maxBytes: number;
  /** What the file picker offers (extensions and MIME types). */
  accept: string;
  /** Content types the server accepts, detected from the bytes. */
  contentTypes: readonly string[];
  extensions: readonly string[];
}

export const MEGABYTE = 1024 * 1024;

export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const GIF = 'image/gif';
/** Word 97-2003 (.doc). */
export const WORD_DOC = 'application/msword';
/** Word 2007 and later (.docx). */
export const WORD_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const ITEM_PHOTO_RULES: UploadRules = {
  maxFiles: 5,
  maxBytes: 10 * MEGABYTE,
  accept: '.pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif',
  contentTypes: [PDF, JPEG, PNG, GIF],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.gif'],
};

export const RESUME_RULES: UploadRules = {
  maxFiles: 1,
  maxBytes: 5 * MEGABYTE,
  accept: `.pdf,.doc,.docx,${PDF},${WORD_DOC},${WORD_DOCX}`,
  contentTypes: [PDF, WORD_DOC, WORD_DOCX],
  extensions: ['.pdf', '.doc', '.docx'],
};

/** The license copy and the medical card: a scan or a photo. */
export const SCANNED_DOCUMENT_RULES: UploadRules = {
  maxFiles: 1,
  maxBytes: 5 * MEGABYTE,
  accept: `.pdf,.jpg,.jpeg,.png,${PDF},${JPEG},${PNG}`,
  contentTypes: [PDF, JPEG, PNG],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
};

/** Photos a driver takes at delivery or of a problem: camera images only (no PDF), up to 5 per update. */
export const DRIVER_PHOTO_RULES: UploadRules = {
  maxFiles: 5,
  maxBytes: 10 * MEGABYTE,
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  contentTypes: [JPEG, PNG],
  extensions: ['.jpg', '.jpeg', '.png'],
};

/** A lumper receipt or scale ticket the driver photographs on the road: one camera image per receipt. */
export const DRIVER_RECEIPT_RULES: UploadRules = {
  maxFiles: 1,
  maxBytes: 10 * MEGABYTE,
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  contentTypes: [JPEG, PNG],
  extensions: ['.jpg', '.jpeg', '.png'],
};

/** The receiver's signature as the driver's page draws it: one PNG from the canvas. */
export const SIGNATURE_RULES: UploadRules = {
  maxFiles: 1,
  maxBytes: 1 * MEGABYTE,
  accept: 'image/png,.png',
  contentTypes: [PNG],
  extensions: ['.png'],
};

export const uploadMessages = {
  unsupported: (fileName: string): CodedMessage => codedMessage(MESSAGES.fileUnsupported, { fileName }),
  tooLarge: (fileName: string, rules: UploadRules): CodedMessage =>
    codedMessage(MESSAGES.fileTooLarge, { fileName, megabytes: rules.maxBytes / MEGABYTE }),
  tooMany: (rules: UploadRules): CodedMessage =>
    rules.maxFiles === 1 ? codedMessage(MESSAGES.oneFileOnly) : codedMessage(MESSAGES.tooManyFiles, { count: rules.maxFiles }),
  tooManyPixels: (fileName: string): CodedMessage => codedMessage(MESSAGES.tooManyPixels, { fileName }),
  badFileName: (fileName: string): CodedMessage => codedMessage(MESSAGES.badFileName, { fileName }),
};

/**
 * Why the browser should not even send a file, or undefined when it may. A first check by name
 * and size only; the server decides by the file's content.
 */
export function fileProblem(file: { name: string; type: string; size: number }, rules: UploadRules): CodedMessage | undefined {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!rules.extensions.includes(extension) && !rules.contentTypes.includes(file.type)) return uploadMessages.unsupported(file.name);
  if (file.size > rules.maxBytes) return uploadMessages.tooLarge(file.name, rules);
  return undefined;
}
