// The back office's statements (staff area 'receivables'): an account's statement for any period as
// figures or a PDF in the account's language, its kept monthly statements, and each kept one's PDF.
// Every PDF download is in the audit log under the member.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
// The paths are STATEMENTS_ADMIN_API's (src/shared/receivables/statements.ts), under /api/admin.
import { statementPeriodQuerySchema, statementSchema, storedStatementListSchema } from '../../../../shared/receivables/statements.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { notFound } from '../../../errors.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import type { ReceivablesDeps } from '../deps.js';
import { recordStatementDownload, sendStatement } from './statement-download.js';
import { statementDocument, statementFile, storedStatementDocument } from './statement-files.js';
import { findStatementAccount, type StatementAccount } from './statement-repository.js';
import { accountStatement, askedPeriod } from './statement-service.js';
import { findStoredStatements } from './stored-statement-repository.js';

export const NO_ACCOUNT_MESSAGE = 'There is no customer account with that id.';
export const NO_STATEMENT_MESSAGE = 'There is no kept statement with that id.';

const DOCUMENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const errors = errorResponses(400, 401, 403, 404, 429);
const accountParams = z.strictObject({ accountId: rowIdParams.shape.id });

export async function statementAdminRoutes(app: FastifyInstance, deps: ReceivablesDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const today = () => calendarDayIn(deps.now?.() ?? new Date(), deps.billingTimeZone);

  async function accountOf(request: FastifyRequest<{ Params: { accountId: number } }>): Promise<StatementAccount> {
    const account = await findStatementAccount(db, request.params.accountId);
    if (!account) throw notFound(NO_ACCOUNT_MESSAGE);
    return account;
  }

  routes.get(
    '/receivables/accounts/:accountId/statement',
    {
      config: { staffArea: 'receivables' },
      schema: {
        summary: "An account's statement for a period",
        description:
          'Opening balance, every movement (invoices sent, payments applied, refunds of applied money, credit notes, voids) in date order with the balance after each, and the closing balance. `from` and `to` are days in the billing time zone (the 1st of the month to today when absent; at most 366 days, ending today at the latest).',
        params: accountParams,
        querystring: statementPeriodQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request) => accountStatement(db, await accountOf(request), askedPeriod(request.query, today()), deps.billingTimeZone),
  );

  routes.get(
    '/receivables/accounts/:accountId/statement.pdf',
    {
      config: { staffArea: 'receivables', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "An account's statement for a period, as a PDF download",
        description: "application/pdf, as an attachment, in the account's language: the statement the customer can make on their page.",
        params: accountParams,
        querystring: statementPeriodQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      const statement = await accountStatement(db, account, askedPeriod(request.query, today()), deps.billingTimeZone);
      const file = await statementFile(await statementDocument(db, deps, account, statement, deps.now?.() ?? new Date()));
      await recordStatementDownload(db, auditContextOf(request), { accountId: account.id, period: statement, via: 'admin' });
      return sendStatement(reply, file);
    },
  );

  routes.get(
    '/receivables/accounts/:accountId/statements',
    {
      config: { staffArea: 'receivables' },
      schema: {
        summary: "An account's monthly statements",
        description: 'The statements made and mailed on the 1st of each month, newest first (the last 24).',
        params: accountParams,
        response: { 200: storedStatementListSchema, ...errors },
      },
    },
    async (request) => {
      const account = await accountOf(request);
      return { items: await findStoredStatements(db, account.id) };
    },
  );

  routes.get(
    '/receivables/statements/:id.pdf',
    {
      config: { staffArea: 'receivables', rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: 'A monthly statement as a PDF download',
        description: 'application/pdf, as an attachment: the same file its mail carried.',
        params: rowIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await storedStatementDocument(db, deps, request.params.id);
      if (!document) throw notFound(NO_STATEMENT_MESSAGE);
      const file = await statementFile(document);
      await recordStatementDownload(db, auditContextOf(request), {
        accountId: document.statement.accountId,
        period: document.statement,
        statementId: request.params.id,
        via: 'admin',
      });
      return sendStatement(reply, file);
    },
  );
}
