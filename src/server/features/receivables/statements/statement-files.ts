// A statement as a file: a kept monthly one (the office's and the customer's downloads, and the
// attachment of its mail, made when the mail is sent) or one made on demand for any period. The PDF
// writer is loaded with the first statement asked for, not at start (decision 053).
import type { CompanyProfile } from '../../../../shared/company-profile.js';
import type { Executor } from '../../../db/client.js';
import { portalHomeUrl } from '../../../infra/email/branded/portal-links.js';
import { loadOnce } from '../../../infra/load-once.js';
import type { StatementDocument } from './statement-pdf.js';
import { findFactor, findStatementAccount, type StatementAccount } from './statement-repository.js';
import { findStoredStatement } from './stored-statement-repository.js';
import type { Statement } from '../../../../shared/receivables/statements.js';

const statementPdf = loadOnce(() => import('./statement-pdf.js'));

export interface StatementFileContext {
  company: CompanyProfile;
  publicBaseUrl: string;
}

export interface StatementFile {
  /** statement-<account>-<first day>-<last day>.pdf: letters, digits, dashes and the dot. */
  filename: string;
  content: Buffer;
}

export async function statementFile(document: StatementDocument): Promise<StatementFile> {
  const { renderStatementPdf } = await statementPdf();
  const { statement } = document;
  return {
    filename: `statement-${statement.accountId}-${statement.periodStart}-${statement.periodEnd}.pdf`,
    content: await renderStatementPdf(document),
  };
}

/** What the PDF of `statement` prints besides its figures: the account's language and where it pays. */
export async function statementDocument(
  executor: Executor,
  context: StatementFileContext,
  account: StatementAccount,
  statement: Statement,
  madeAt: Date,
  language = account.language,
): Promise<StatementDocument> {
  return {
    company: context.company,
    language,
    statement,
    madeAt,
    accountPageUrl: portalHomeUrl(context.publicBaseUrl),
    factor: account.factored ? await findFactor(executor) : null,
  };
}

/** A kept statement's document by id (with `accountId`, only that account's); undefined when there is none. */
export async function storedStatementDocument(
  executor: Executor,
  context: StatementFileContext,
  statementId: number,
  accountId?: number,
): Promise<StatementDocument | undefined> {
  const stored = await findStoredStatement(executor, statementId, accountId);
  const account = stored && (await findStatementAccount(executor, stored.accountId));
  if (!stored || !account) return undefined;
  const statement: Statement = {
    accountId: stored.accountId,
    accountName: account.name,
    periodStart: stored.periodStart,
    periodEnd: stored.periodEnd,
    openingBalance: stored.openingBalance,
    closingBalance: stored.closingBalance,
    entries: stored.entries,
  };
  // The language it was made in, whatever the account's is now: the file the customer got.
  return statementDocument(executor, context, account, statement, stored.createdAt, stored.language);
}

/** The attachment of a statement mail, made when the mail is sent; undefined when the statement is gone. */
export async function storedStatementFile(
  executor: Executor,
  context: StatementFileContext,
  statementId: number,
): Promise<StatementFile | undefined> {
  const document = await storedStatementDocument(executor, context, statementId);
  return document && statementFile(document);
}
