// POST /api/service-requests: multipart for shippers (photos under itemPhotos), JSON for brokers
// and dispatchers. Answers 201 with the reference ID once the request is stored.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { discardUploads, MULTIPART_OPTIONS, multipartLimits, readMultipartForm } from '../../infra/storage/multipart-form.js';
import { SERVICE_REQUEST_FORM, submitServiceRequest, type Submission } from './service.js';

export interface ServiceRequestRoutesOptions {
  storage: FileStorage;
  onEmailQueued: () => void;
}

const ErrorSchema = z.object({ error: z.string(), message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });

export async function serviceRequestRoutes(app: FastifyInstance, options: ServiceRequestRoutesOptions) {
  await app.register(multipart, { ...MULTIPART_OPTIONS, limits: multipartLimits(SERVICE_REQUEST_FORM), throwFileSizeLimit: true });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  routes.post(
    '/api/service-requests',
    {
      bodyLimit: 64 * 1024,
      // Stops a script from filling the database and the operations inbox.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Submit a service request',
        description:
          'Shipper: multipart/form-data with every field as text and up to 5 photos (pdf, jpeg, png, gif; 10 MB each) ' +
          'under itemPhotos. Broker and dispatcher: application/json. Fields: see src/shared/service-request-schemas.ts.',
        response: { 201: z.object({ referenceId: z.string() }), 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      const submission: Submission = request.isMultipart()
        ? await readMultipartForm(request, options.storage, SERVICE_REQUEST_FORM)
        : { fields: jsonFields(request.body), files: [] };
      try {
        const { referenceId } = await submitServiceRequest(
          {
            db: app.database.db,
            company: config.company,
            publicBaseUrl: config.publicBaseUrl,
            operationsEmail: config.mail.operationsEmail,
            onEmailQueued: options.onEmailQueued,
          },
          submission,
        );
        return reply.status(201).send({ referenceId });
      } catch (error) {
        await discardUploads(options.storage, submission.files);
        throw error;
      }
    },
  );
}

function jsonFields(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the request as a JSON object.');
  return body as Record<string, unknown>;
}
