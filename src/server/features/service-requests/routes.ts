// POST /api/service-requests: multipart for shippers (photos under itemPhotos), JSON for brokers
// and dispatchers. Answers 201 with the reference ID once the request is stored.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { badRequest } from '../../errors.js';
import { readMultipartForm } from '../../infra/storage/multipart-form.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import type { ServiceRequestDeps } from './deps.js';
import { SERVICE_REQUEST_FORM, submitServiceRequest, type Submission } from './service.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../uploads/index.js';

export async function serviceRequestRoutes(app: FastifyInstance, deps: ServiceRequestDeps) {
  await acceptMultipartForm(app, SERVICE_REQUEST_FORM);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/service-requests',
    {
      bodyLimit: 64 * 1024,
      // Stops a script from filling the database and the operations inbox.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Submit a service request',
        description:
          'Shipper: multipart/form-data with every field as text and up to 5 photos (pdf, jpeg, png, gif; 10 MB each) ' +
          'under itemPhotos. Broker and dispatcher: application/json. Fields: see src/shared/service-requests/service-request-schemas.ts.',
        response: { 201: z.object({ referenceId: z.string() }), ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const submission: Submission = request.isMultipart()
        ? await readMultipartForm(request, deps.storage, SERVICE_REQUEST_FORM)
        : { fields: jsonFields(request.body), files: [] };
      const { referenceId } = await discardUploadsOnFailure(deps.storage, submission.files, () =>
        submitServiceRequest(deps, submission, auditOriginOf(request), requestLocale(request)),
      );
      return reply.status(201).send({ referenceId });
    },
  );
}

function jsonFields(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the request as a JSON object.');
  return body as Record<string, unknown>;
}
