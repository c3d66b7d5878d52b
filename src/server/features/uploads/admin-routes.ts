// GET /api/admin/uploads/{id}: a customer's or applicant's file, for a signed-in admin only (this
// route sits behind the session guard; no other route serves uploads). Always a download, never
// shown inline: a file is only as trustworthy as whoever sent it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { attachmentDisposition } from '../../infra/attachment.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { findUploadById } from './repository.js';

const FILE_NOT_FOUND = 'There is no file with that id.';

export async function uploadAdminRoutes(app: FastifyInstance, options: { storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:id',
    {
      schema: {
        summary: 'Download an uploaded file (as an attachment)',
        description: 'The file as it was uploaded; 404 when there is no such file.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const upload = await findUploadById(app.database.db, request.params.id);
      if (!upload) throw notFound(FILE_NOT_FOUND);
      const file = await options.storage.openReadStream(upload.storageKey).catch((error: unknown) => {
        request.log.error({ err: error, uploadId: upload.id }, 'an uploaded file is missing from storage');
        throw notFound(FILE_NOT_FOUND);
      });
      return reply
        .type(upload.contentType)
        .header('content-length', upload.sizeBytes)
        .header('content-disposition', attachmentDisposition(upload.originalName))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
}
