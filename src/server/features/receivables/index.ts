// The door of receivables (issue 38): what the composition (src/server's root files) may use.
import type { FastifyInstance } from 'fastify';
import { agingRoutes } from './aging/aging-routes.js';
import type { ReceivablesDeps } from './deps.js';
import { statementAdminRoutes } from './statements/statement-admin-routes.js';

// Scheduled work: marking invoices overdue and the payment reminders (decision 076).
export type { JobLogger } from './job-logger.js';
export { overdueMarkingJob, type OverdueMarkingDeps } from './overdue/overdue-job.js';
export { paymentRemindersJob, type PaymentReminderDeps } from './reminders/reminders-job.js';
export { invoiceReminderRoutes } from './reminders/reminder-routes.js';
// The aging view and account statements (decision 075).

export type { ReceivablesDeps } from './deps.js';
export { statementPortalRoutes } from './statements/statement-portal-routes.js';
export { monthlyStatementsJob, makeMonthlyStatements, MONTHLY_STATEMENTS_JOB } from './statements/monthly-statements.js';
export { storedStatementFile } from './statements/statement-files.js';

/** Every receivables route of the back office (staff area 'receivables'). */
export async function receivablesAdminRoutes(app: FastifyInstance, deps: ReceivablesDeps) {
  await app.register(agingRoutes, deps);
  await app.register(statementAdminRoutes, deps);
}
// The books (decision 077): the accounting export and the income accounts it books to.
export { booksRoutes, type BooksDeps } from './books/books-routes.js';
// The factor (decision 078): the schedule of accounts and each factored invoice's document packet.
export { factoringRoutes, type FactoringDeps } from './factoring/factoring-routes.js';
