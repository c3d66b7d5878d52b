// GET /api/admin/service-requests/:id/receipts/:receiptId/photo: the photo of a receipt a driver
// sent from the road (issue 37), beside the line it proposed in the invoice editor. For the staff
// who approve or waive proposed lines ('invoice-proposals': the owner, operations, accounting);
// registered behind the session and role guards by src/server/staff-api.ts. Shown inline (a
// JPEG or PNG, its type detected from its bytes when it arrived), never cached; each view audited
// as a document download.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { sendPrivateFile } from '../../../infra/send-private-file.js';
import type { FileStorage } from '../../../infra/storage/file-storage.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import { recordDocumentDownload } from '../../uploads/index.js';
import { findRequestReceiptPhoto } from '../driver/receipt-repository.js';

const RECEIPT_NOT_FOUND = 'There is no such receipt on this request.';

const params = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  receiptId: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function receiptPhotoAdminRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service-requests/:id/receipts/:receiptId/photo',
    {
      // Each view reads the file from storage: an editor's few receipts stay well inside this.
      config: { staffArea: 'invoice-proposals', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: "The photo of a driver's receipt (lumper, scale ticket) on a request",
        description: 'Shown inline, never cached. 404 for a receipt of another request, or none (the same answer).',
        params,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const upload = await findRequestReceiptPhoto(db, request.params.id, request.params.receiptId);
      if (!upload) throw notFound(RECEIPT_NOT_FOUND);
      const file = await storage.openReadStream(upload.storageKey).catch((error: unknown) => {
        request.log.error({ err: error, uploadId: upload.id }, 'a receipt photo is missing from storage');
        throw notFound(RECEIPT_NOT_FOUND);
      });
      await recordDocumentDownload(db, auditContextOf(request), upload);
      return sendPrivateFile(reply, { contentType: upload.contentType, sizeBytes: upload.sizeBytes, body: file, disposition: 'inline' });
    },
  );
}
