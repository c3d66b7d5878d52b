// Every document a queued mail can carry, made when the mail is sent (the e-mail worker's
// renderMailDocument): the invoice, receipt, credit note and proof of delivery PDFs are documents',
// an account's monthly statement is receivables'. Composed here so neither feature imports the other.
import type { CompanyProfile } from '../shared/company-profile.js';
import type { Executor } from './db/client.js';
import type { MailDocumentRenderer } from './infra/email/worker.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { mailDocumentRenderer } from './features/documents/index.js';
import { storedStatementFile } from './features/receivables/index.js';

export interface MailDocumentContext {
  company: CompanyProfile;
  publicBaseUrl: string;
  storage: FileStorage;
}

export function allMailDocuments(db: Executor, context: MailDocumentContext): MailDocumentRenderer {
  const documents = mailDocumentRenderer(db, context);
  return (document) =>
    document.kind === 'account_statement' ? storedStatementFile(db, context, document.statementId) : documents(document);
}
