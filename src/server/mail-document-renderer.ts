// Every document a queued mail can carry, made when the mail is sent (the e-mail worker's
// renderMailDocument): the invoice, receipt, credit note, proof of delivery and packet PDFs are documents',
// an account's monthly statement is receivables', a previous employer's request letter is
// driver-qualification's. Composed here so no feature imports another.
import type { CompanyProfile } from '../shared/company-profile.js';
import type { Executor } from './db/client.js';
import type { MailDocumentRenderer } from './infra/email/worker.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { mailDocumentRenderer } from './features/documents/index.js';
import { storedStatementFile } from './features/receivables/index.js';
import { type DocumentPaperwork } from './features/documents/index.js';
import { documentPaperwork } from './document-paperwork.js';
import { inquiryLetterById } from './features/driver-qualification/index.js';

export interface MailDocumentContext {
  company: CompanyProfile;
  publicBaseUrl: string;
  storage: FileStorage;
  /** The invoice mail's packet holds these papers (decision 081); default: the features' own (document-paperwork.ts). */
  paperwork?: DocumentPaperwork;
  /** The rate confirmation's dates are written in it; default UTC. */
  billingTimeZone?: string;
  /** Where previous employers answer the request letter (RECRUITING_EMAIL); default the company's e-mail. */
  recruitingEmail?: string;
}

export function allMailDocuments(db: Executor, context: MailDocumentContext): MailDocumentRenderer {
  const paperwork =
    context.paperwork ??
    documentPaperwork({ company: context.company, storage: context.storage, billingTimeZone: context.billingTimeZone ?? 'UTC' });
  const documents = mailDocumentRenderer(db, {
    company: context.company,
    publicBaseUrl: context.publicBaseUrl,
    storage: context.storage,
    paperwork,
  });
  const letters = { company: context.company, recruitingEmail: context.recruitingEmail ?? context.company.email };
  return (document) => {
    if (document.kind === 'account_statement') return storedStatementFile(db, context, document.statementId);
    if (document.kind === 'previous_employer_inquiry') return inquiryLetterById(db, letters, document.inquiryId);
    return documents(document);
  };
}
