// POST /api/driver-applications: multipart with every text field, the 391.21 history as one JSON
// field (`history`), the documents under resumeFile, licenseFile and medicalCardFile and the drawn
// signature under signatureFile, reporting upload progress.
import { useMutation } from '@tanstack/react-query';
import {
  APPLICATION_SIGNATURE,
  type DriverApplicationInput,
  type DriverDocument,
} from '@shared/driver-applications/driver-application-schema';
import { postFormWithProgress } from '@/lib/upload-with-progress';

export type ChosenDocuments = Partial<Record<DriverDocument['field'], File>>;

export interface SubmitDriverApplicationInput {
  /** Every field of the form as typed: the server parses them with the same schema. */
  values: DriverApplicationInput;
  documents: ChosenDocuments;
  /** The signature drawn under the certification, as a PNG. */
  signature: Blob;
  onProgress: (fraction: number) => void;
}

export interface SubmittedDriverApplication {
  referenceId: string;
}

export function submitDriverApplication(input: SubmitDriverApplicationInput): Promise<SubmittedDriverApplication> {
  const { values, documents, signature, onProgress } = input;
  const form = new FormData();
  const { history, ...fields } = values;
  // The CDL class only goes with a CDL (one chosen before switching the type stays in the form).
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'cdlClass' && values.licenseType !== 'CDL') continue;
    form.append(field, value ?? '');
  }
  form.append('history', JSON.stringify(history));
  form.append(APPLICATION_SIGNATURE.field, new File([signature], 'signature.png', { type: 'image/png' }));
  for (const [field, file] of Object.entries(documents)) {
    if (file) form.append(field, file, file.name);
  }
  return postFormWithProgress<SubmittedDriverApplication>('/api/driver-applications', form, onProgress);
}

export function useSubmitDriverApplication() {
  return useMutation({ mutationFn: submitDriverApplication });
}
