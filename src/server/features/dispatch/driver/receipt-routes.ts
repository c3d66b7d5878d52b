// POST /api/driver/loads/:ref/receipts: a lumper receipt or scale ticket the driver photographed
// (issue 37), behind the driver guard (src/server/driver-api.ts). Its own scope, so its multipart
// limits (one photo) are its own. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { driverReceiptResultSchema } from '../../../../shared/dispatch/receipts.js';
import { safeString } from '../../../../shared/safe-text.js';
import { badRequest } from '../../../errors.js';
import { readMultipartForm } from '../../../infra/storage/multipart-form.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { signedInDriver } from '../../../platform/driver-sessions/guard.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../../uploads/index.js';
import type { DispatchDeps } from '../deps.js';
import { DRIVER_RECEIPT_FORM } from './receipt-rules.js';
import { recordDriverReceipt } from './receipt-service.js';

const referenceParams = z.object({ referenceId: safeString().max(64) });

export async function driverReceiptRoutes(app: FastifyInstance, deps: DispatchDeps) {
  await acceptMultipartForm(app, DRIVER_RECEIPT_FORM);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/loads/:referenceId/receipts',
    {
      bodyLimit: 64 * 1024,
      // A phone back online sends its queue at once: a few receipts, not dozens a minute.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a lumper receipt or scale ticket paid on one of the driver’s loads',
        description:
          'multipart/form-data: the fields of driverReceiptFieldsSchema (src/shared/dispatch/receipts.ts) as text and one photo ' +
          '(jpeg, png; 10 MB) under photo. Proposes the matching invoice line (the amount plus the catalogue fee). 201 for a new ' +
          'receipt; 200 with replayed: true for a receiptId already accepted (nothing changes). 404 for a load not assigned to ' +
          'the driver; 409 before the load is accepted or once it is cancelled.',
        params: referenceParams,
        response: {
          200: driverReceiptResultSchema,
          201: driverReceiptResultSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the receipt as multipart/form-data.');
      const driver = signedInDriver(request);
      const form = await readMultipartForm(request, deps.storage, DRIVER_RECEIPT_FORM);
      const outcome = await discardUploadsOnFailure(deps.storage, form.files, () =>
        recordDriverReceipt(deps, {
          driverProfileId: driver.driverProfileId,
          typedReferenceId: request.params.referenceId,
          form,
          origin: auditOriginOf(request),
        }),
      );
      return reply.status(outcome.statusCode).send(outcome.result);
    },
  );
}
