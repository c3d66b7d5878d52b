// GET /api/admin/uploads/{id}: a customer's or applicant's file, for a signed-in admin only (this
// route sits behind the session guard; no other route serves uploads), whose role may read the
// record the file belongs to. Always a download, never
// shown inline: a file is only as trustworthy as whoever sent it. Its name and type are made safe
// again on the way out (uploadView), so rows stored before names were cleaned are safe too.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { requireArea } from '../../platform/staff-sessions/role-guard.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { recordDocumentDownload } from './download-audit.js';
import { findUploadById } from './repository.js';
import { uploadView } from './upload-view.js';

const FILE_NOT_FOUND = 'There is no file with that id.';

export async function uploadAdminRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:id',
    {
      // Each download reads the file from storage (S3 when configured): a dashboard full of
      // photos stays well inside this; a script with a stolen session does not.
      config: { staffArea: 'documents', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: 'Download an uploaded file (as an attachment)',
        description:
          "The file as it was uploaded, as the type its content was detected as, under a name with that type's extension; 404 when there is no such file.",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const upload = await findUploadById(db, request.params.id);
      if (!upload) throw notFound(FILE_NOT_FOUND);
      // A file is as private as the record it came with: a request's photos are for whoever may
      // read requests, an applicant's documents for whoever may read applications.
      requireArea(request, upload.serviceRequestId !== null ? 'service-requests' : 'driver-applications');
      const file = await storage.openReadStream(upload.storageKey).catch((error: unknown) => {
        request.log.error({ err: error, uploadId: upload.id }, 'an uploaded file is missing from storage');
        throw notFound(FILE_NOT_FOUND);
      });
      // Recorded once the file is there to send: a missing file was not downloaded.
      await recordDocumentDownload(db, auditContextOf(request), upload);
      const { originalName, contentType } = uploadView(upload);
      return sendPrivateFile(reply, { contentType, sizeBytes: upload.sizeBytes, body: file, disposition: { attachment: originalName } });
    },
  );
}
