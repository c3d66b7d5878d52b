// A billing contact's statements on the customer's page (under /api/account, behind the customer
// guard of src/server/customer-api.ts): their account's kept monthly statements, each one's PDF, and
// a statement for any period they choose, in the account's language. Only the account whose billing
// contact the signed-in address is: another account's statement answers exactly as one that does
// not exist (the portal's one 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { calendarDayIn } from '../../../../shared/calendar-date.js';
import { codedMessage } from '../../../../shared/coded-message.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../../shared/customer-portal/customer-portal.js';
import { centsToAmount } from '../../../../shared/money.js';
import {
  customerStatementsSchema,
  statementPeriodQuerySchema,
  type CustomerStatements,
} from '../../../../shared/receivables/statements.js';
import { SHARED_MESSAGES } from '../../../../shared/shared-messages.js';
import { notFound } from '../../../errors.js';
import { actingAs, CUSTOMER_ACTOR } from '../../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { signedInCustomer } from '../../../platform/customer-sessions/guard.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import type { ReceivablesDeps } from '../deps.js';
import { recordStatementDownload, sendStatement } from './statement-download.js';
import { statementDocument, statementFile, storedStatementDocument } from './statement-files.js';
import { findContactAccount, findOpenBalances, type StatementAccount } from './statement-repository.js';
import { accountStatement, askedPeriod } from './statement-service.js';
import { findStoredStatements } from './stored-statement-repository.js';

// Making a PDF costs more than reading a row: enough for any person, not for a script.
const DOCUMENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function statementPortalRoutes(app: FastifyInstance, deps: ReceivablesDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contactAccount = (request: FastifyRequest) => findContactAccount(db, signedInCustomer(request).email);
  const audit = (request: FastifyRequest) => actingAs(auditOriginOf(request), CUSTOMER_ACTOR);

  routes.get(
    '/statements',
    {
      schema: {
        summary: "The signed-in billing contact's account and its monthly statements",
        description: '`account` is null (and the list empty) when the signed-in address is no account’s billing contact.',
        response: { 200: customerStatementsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request): Promise<CustomerStatements> => {
      const account = await contactAccount(request);
      if (!account) return { account: null, statements: [] };
      const balances = await findOpenBalances(db, [account.id]);
      return {
        account: { name: account.name, balance: centsToAmount(balances.get(account.id) ?? 0) },
        statements: await findStoredStatements(db, account.id),
      };
    },
  );

  routes.get(
    '/statements/:id.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "One of the account's monthly statements, as a PDF download",
        description:
          'application/pdf, as an attachment: the file its mail carried; 404 unless it is the signed-in billing contact’s account’s.',
        params: rowIdParams,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const account = await contactAccount(request);
      const document = account && (await storedStatementDocument(db, deps, request.params.id, account.id));
      if (!account || !document) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
      const file = await statementFile(document);
      await recordStatementDownload(db, audit(request), {
        accountId: account.id,
        period: document.statement,
        statementId: request.params.id,
        via: 'portal',
      });
      return sendStatement(reply, file);
    },
  );

  routes.get(
    '/statement.pdf',
    {
      config: { rateLimit: DOCUMENT_RATE_LIMIT },
      schema: {
        summary: "The account's statement for a period the customer chooses, as a PDF download",
        description:
          'application/pdf, as an attachment, in the account’s language. `from` and `to` are days (the 1st of this month to today when absent; at most 366 days, ending today at the latest). 404 when the signed-in address is no account’s billing contact.',
        querystring: statementPeriodQuerySchema,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const account: StatementAccount | undefined = await contactAccount(request);
      if (!account) throw notFound(codedMessage(SHARED_MESSAGES.noCustomerAccount));
      const today = calendarDayIn(deps.now?.() ?? new Date(), deps.billingTimeZone);
      const statement = await accountStatement(db, account, askedPeriod(request.query, today), deps.billingTimeZone);
      const file = await statementFile(await statementDocument(db, deps, account, statement, deps.now?.() ?? new Date()));
      await recordStatementDownload(db, audit(request), { accountId: account.id, period: statement, via: 'portal' });
      return sendStatement(reply, file);
    },
  );
}
