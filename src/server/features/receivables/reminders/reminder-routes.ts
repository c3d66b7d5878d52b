// The reminders a request's invoice was sent, for the admin request view (decision 076), under
// /api/admin behind the session and role guards of src/server/staff-api.ts: whoever may read the
// request may read them (its invoice and history are on the same view).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { invoiceRemindersSchema } from '../../../../shared/receivables/invoice-reminders.js';
import type { Database } from '../../../db/client.js';
import { rowIdParams } from '../../../platform/http/row-id-params.js';
import { remindersOfRequestOrNotFound } from './reminder-history-service.js';

export async function invoiceReminderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service-requests/:id/invoice/reminders',
    {
      config: { staffArea: 'service-requests' },
      schema: {
        summary: "The payment reminders a request's invoice was sent",
        description:
          'Oldest first: when each went, its day relative to the due date (-3 before, 1 the first day overdue, ...), whether it was the final notice, the balance it asked for and the addresses it went to. Sent by the scheduler (decision 076); each is also in the request history.',
        params: rowIdParams,
        response: { 200: invoiceRemindersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => remindersOfRequestOrNotFound(db, request.params.id),
  );
}
