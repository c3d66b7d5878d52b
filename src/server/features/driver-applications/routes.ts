// POST /api/driver-applications: the public application form, multipart with the text fields
// and resumeFile, licenseFile and medicalCardFile. Answers 201 with the reference ID once the
// application is stored. The documents go to private storage; no route serves them publicly.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { unsupportedMediaType } from '../../errors.js';
import { readMultipartForm } from '../../infra/storage/multipart-form.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import type { DriverApplicationDeps } from './deps.js';
import { DRIVER_APPLICATION_FORM, submitDriverApplication } from './service.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../uploads/index.js';

export async function driverApplicationRoutes(app: FastifyInstance, deps: DriverApplicationDeps) {
  await acceptMultipartForm(app, DRIVER_APPLICATION_FORM);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/driver-applications',
    {
      // Each application may carry 15 MB of files and mails two people: a script must not
      // fill the disk or the recruiting inbox.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Submit a driver application',
        description:
          'multipart/form-data: the text fields of src/shared/driver-applications/driver-application-schema.ts, and one file each under ' +
          'resumeFile (pdf, doc, docx; required), licenseFile (pdf, jpeg, png; required) and medicalCardFile ' +
          '(pdf, jpeg, png; with medicalCardExpiration), 5 MB each, checked by content.',
        response: { 201: z.object({ referenceId: z.string() }), ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType('Send the application as multipart/form-data.');
      const form = await readMultipartForm(request, deps.storage, DRIVER_APPLICATION_FORM);
      const { referenceId } = await discardUploadsOnFailure(deps.storage, form.files, () =>
        submitDriverApplication(deps, form, auditOriginOf(request), requestLocale(request)),
      );
      return reply.status(201).send({ referenceId });
    },
  );
}
