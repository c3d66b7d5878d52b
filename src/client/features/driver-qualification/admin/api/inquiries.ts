// A previous employer's request letter (391.23): sent by e-mail or posted by recruiting, then its
// answer recorded (with the answer's file), or the good-faith effort when none came.
import type { QualificationFileView } from '@shared/driver-qualification/qualification-file-view';
import type { InquirySendMethod } from '@shared/driver-qualification/qualification-records';
import { adminSend } from '@/lib/admin/admin-fetch';
import { useQualificationFileChange } from './qualification-file';
import { qualificationFileUrls } from './qualification-file-urls';

export function useSendInquiryLetter(driverId: number) {
  return useQualificationFileChange(driverId, ({ inquiryId, method }: { inquiryId: number; method: InquirySendMethod }) =>
    adminSend<QualificationFileView>('POST', qualificationFileUrls.sendLetter(driverId, inquiryId), { method }),
  );
}

export type InquiryAnswer = { outcome: 'answered'; receivedOn: string; file: File } | { outcome: 'no_response'; note: string };

/** Multipart either way, as the route reads it: the answer's file goes last, after its fields. */
export function inquiryAnswerForm(answer: InquiryAnswer): FormData {
  const form = new FormData();
  form.append('outcome', answer.outcome);
  if (answer.outcome === 'answered') {
    form.append('receivedOn', answer.receivedOn);
    form.append('file', answer.file);
  } else {
    form.append('note', answer.note);
  }
  return form;
}

export function useRecordInquiryAnswer(driverId: number) {
  return useQualificationFileChange(driverId, ({ inquiryId, answer }: { inquiryId: number; answer: InquiryAnswer }) =>
    adminSend<QualificationFileView>('POST', qualificationFileUrls.response(driverId, inquiryId), inquiryAnswerForm(answer)),
  );
}
