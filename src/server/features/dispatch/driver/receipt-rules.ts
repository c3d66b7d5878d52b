// The rules a driver's road receipt must meet before anything is stored (issue 37; decision 071):
// its form (one photo), a load the driver has accepted and that is not cancelled, and its photo.
import { codedMessage, type CodedMessage } from '../../../../shared/coded-message.js';
import { DISPATCH_MESSAGES, type LoadStage } from '../../../../shared/dispatch/dispatch.js';
import { SHARED_MESSAGES as MESSAGES } from '../../../../shared/shared-messages.js';
import { DRIVER_RECEIPT_RULES } from '../../../../shared/uploads.js';
import { driverReceiptFieldsSchema, type DriverReceiptFields } from '../../../../shared/dispatch/receipts.js';
import { conflict } from '../../../errors.js';
import type { MultipartForm, MultipartFormSpec, StoredUpload } from '../../../infra/storage/multipart-form.js';
import { fieldErrorsFailed, validationFailed } from '../../../infra/validation-failed.js';
import { ROAD_MESSAGES } from './update-rules.js';

/** The multipart form of POST /api/driver/loads/:ref/receipts: the photo and four text fields. */
export const DRIVER_RECEIPT_FORM: MultipartFormSpec = {
  files: { photo: DRIVER_RECEIPT_RULES },
  storageFolder: 'dispatch',
  // driverReceiptFieldsSchema has 4 fields; a few spare for a newer phone's extra ones (ignored).
  maxFields: 8,
};

/**
 * A receipt is paid on a load the driver is working: accepted (a receipt before accepting is 409,
 * as a stage is) up to and after delivery (a lumper is often paid at the delivery dock, and the
 * photo may follow the tap on Delivered); never on a cancelled load.
 */
export function checkReceiptAllowed(requestStatus: string, stage: LoadStage): void {
  if (requestStatus === 'cancelled') throw conflict(ROAD_MESSAGES.loadCancelled);
  if (stage === 'assigned') throw conflict(DISPATCH_MESSAGES.notAccepted);
}

/**
 * The receipt's fields and its photo; a 400 naming every field that is wrong (a missing photo
 * beside a bad amount). The form's rules already refused a second photo or one not JPEG/PNG.
 */
export function checkedReceiptOf(form: MultipartForm): { fields: DriverReceiptFields; photo: StoredUpload } {
  const parsed = driverReceiptFieldsSchema.safeParse(form.fields);
  const photo = form.files.find((file) => file.field === 'photo');
  const missingPhoto: Record<string, CodedMessage> = photo ? {} : { photo: codedMessage(MESSAGES.receiptPhotoRequired) };
  if (!parsed.success) throw validationFailed(parsed.error, missingPhoto);
  if (!photo) throw fieldErrorsFailed(missingPhoto);
  return { fields: parsed.data, photo };
}
