// The qualification file's view (qualification-file-view.ts) as a zod schema: the route's 200
// answer is serialized and described by it; the route's handler returns the interface, so the two
// are held together by the type check.
import { z } from 'zod';
import type { InquiryState } from './qualification-file-view.js';
import { QUALIFICATION_ITEMS, QUALIFICATION_STATES } from './qualification-file.js';
import { INQUIRY_SEND_METHODS, QUALIFICATION_RECORD_KINDS } from './qualification-records.js';

const INQUIRY_STATES = ['not_sent', 'sent', 'answered', 'no_response', 'overdue'] as const satisfies readonly InquiryState[];

export const qualificationFileViewSchema = z.object({
  driverId: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  hireDate: z.string(),
  ssnMasked: z.string().nullable(),
  checklist: z.array(
    z.object({
      item: z.enum(QUALIFICATION_ITEMS),
      state: z.enum(QUALIFICATION_STATES),
      required: z.boolean(),
      dueOn: z.string().nullable(),
      lacking: z.string().nullable(),
    }),
  ),
  assignable: z.boolean(),
  records: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(QUALIFICATION_RECORD_KINDS),
      details: z.record(z.string(), z.string()),
      fileName: z.string().nullable(),
      addedBy: z.string().nullable(),
      addedAt: z.string(),
    }),
  ),
  inquiries: z.array(
    z.object({
      id: z.number().int(),
      employerName: z.string(),
      address: z.string(),
      email: z.string().nullable(),
      employedFrom: z.string(),
      employedTo: z.string().nullable(),
      deadlineOn: z.string(),
      state: z.enum(INQUIRY_STATES),
      sentAt: z.string().nullable(),
      sentMethod: z.enum(INQUIRY_SEND_METHODS).nullable(),
      receivedOn: z.string().nullable(),
      note: z.string().nullable(),
      hasResponseFile: z.boolean(),
      recordedBy: z.string().nullable(),
    }),
  ),
});
