// The door of receivables (issue 38): what the composition (src/server's root files) may use.
// Scheduled work: marking invoices overdue and the payment reminders (decision 076).
export type { JobLogger } from './job-logger.js';
export { overdueMarkingJob, type OverdueMarkingDeps } from './overdue/overdue-job.js';
export { paymentRemindersJob, type PaymentReminderDeps } from './reminders/reminders-job.js';
export { invoiceReminderRoutes } from './reminders/reminder-routes.js';
