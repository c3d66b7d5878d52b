// What an uploaded file is for, and the rules for the request form's photos (spec section 5).
export const UPLOAD_PURPOSES = ['item_photo', 'resume', 'license', 'medical_card'] as const;
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

export const ITEM_PHOTO_RULES: UploadRules = {
  maxFiles: 5,
  maxBytes: 10 * MEGABYTE,
  accept: '.pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif',
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.gif'],
};

export const uploadMessages = {
  unsupported: (fileName: string) => `${fileName} is not a supported file type`,
  tooLarge: (fileName: string, rules: UploadRules) => `${fileName} is too large (max ${rules.maxBytes / MEGABYTE}MB)`,
  tooMany: (rules: UploadRules) => `Maximum ${rules.maxFiles} files allowed`,
  tooManyPixels: (fileName: string) => `${fileName} has too many pixels (at most 100 megapixels) or cannot be read as an image`,
  badFileName: (fileName: string) => `The file name "${fileName}" is not allowed: use a plain name without folders or control characters`,
};
