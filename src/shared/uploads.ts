// What an uploaded file is for.
export const UPLOAD_PURPOSES = ['item_photo', 'resume', 'license', 'medical_card'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
