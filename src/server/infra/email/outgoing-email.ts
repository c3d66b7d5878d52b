// A mail as features write it, before the outbox stores it (outbox.ts) or a requested mail is
// composed (mail-requests.ts): its own file, so the outbox and its repositories import no circle.
import type { MailDocument } from './mail-documents.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, e.g. 'service-request-received'. */
  kind: string;
  /** Documents attached as PDFs, made when the mail is sent (the invoice, a receipt). */
  attachments?: readonly MailDocument[];
}
