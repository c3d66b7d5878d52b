// The books' calls under /api/admin (behind the session and role guards of src/server/staff-api.ts):
// the income accounts (read by the owner and accounting, chosen by the owner), and the accounting
// export's files for a range of days (the owner and accounting).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { BOOKS_FILES, booksRangeSchema, incomeAccountsInputSchema, incomeAccountsSchema } from '../../../../shared/receivables/books.js';
import type { Database } from '../../../db/client.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { sendCsvDownload } from '../../../platform/http/csv-download.js';
import { booksFileNamePrefix, exportBooksFile } from './books-export-service.js';
import { incomeAccounts, saveIncomeAccounts } from './income-accounts-service.js';

export interface BooksDeps {
  db: Database;
  /** The books count in the billing time zone's days (BILLING_TIME_ZONE). */
  billingTimeZone: string;
}

const errors = errorResponses(400, 401, 403);

export async function booksRoutes(app: FastifyInstance, deps: BooksDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/books/income-accounts',
    {
      config: { staffArea: 'books' },
      schema: {
        summary: 'The income account each line kind is booked to',
        description: 'A kind the owner has not chosen an account for shows its default (`isDefault`).',
        response: { 200: incomeAccountsSchema, ...errors },
      },
    },
    async () => incomeAccounts(db),
  );

  routes.put(
    '/books/income-accounts',
    {
      bodyLimit: 8 * 1024,
      config: { staffArea: 'books-settings' },
      schema: {
        summary: "Choose every line kind's income account (the owner)",
        description:
          'Every kind at once, each an account name as the chart of accounts has it (a colon names a sub-account). Each change is in the audit log.',
        body: incomeAccountsInputSchema,
        response: { 200: incomeAccountsSchema, ...errors },
      },
    },
    async (request) => saveIncomeAccounts(db, request.body, auditContextOf(request)),
  );

  routes.get(
    '/books/export/:file',
    {
      config: { staffArea: 'books' },
      schema: {
        summary: 'Download one file of the accounting export for a range of days',
        description:
          '`quickbooks-invoices` (QuickBooks Online invoice import: a row per billed line of each invoice sent), `quickbooks-journal` (QuickBooks Online journal entry import: voids, credit notes, payments and refunds), `quickbooks-items` (products and services: each line kind and its income account), `journal` (every document, line by line: date, document, account, debit, credit, customer, memo). Days are the billing time zone’s, both ends included; at most 366.',
        params: z.object({ file: z.enum(BOOKS_FILES) }),
        querystring: booksRangeSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const csv = await exportBooksFile(db, deps.billingTimeZone, file, request.query, auditContextOf(request));
      return sendCsvDownload(reply, booksFileNamePrefix(file, request.query), csv);
    },
  );
}
