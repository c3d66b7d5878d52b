// POST /api/driver-applications: the public application form, multipart with the text fields
// and resumeFile, licenseFile and medicalCardFile. Answers 201 with the reference ID once the
// application is stored. The documents go to private storage; no route serves them publicly.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '../../errors.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { discardUploads, MULTIPART_OPTIONS, multipartLimits, readMultipartForm } from '../../infra/storage/multipart-form.js';
import { DRIVER_APPLICATION_FORM, submitDriverApplication } from './service.js';

export interface DriverApplicationRoutesOptions {
  storage: FileStorage;
  onEmailQueued: () => void;
}

const ErrorSchema = z.object({ error: z.string(), message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });

export async function driverApplicationRoutes(app: FastifyInstance, options: DriverApplicationRoutesOptions) {
  await app.register(multipart, { ...MULTIPART_OPTIONS, limits: multipartLimits(DRIVER_APPLICATION_FORM), throwFileSizeLimit: true });
  const { config } = app;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/driver-applications',
    {
      // Each application may carry 15 MB of files and mails two people: a script must not
      // fill the disk or the recruiting inbox.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Submit a driver application',
        description:
          'multipart/form-data: the text fields of src/shared/driver-application-schema.ts, and one file each under ' +
          'resumeFile (pdf, doc, docx; required), licenseFile (pdf, jpeg, png; required) and medicalCardFile ' +
          '(pdf, jpeg, png; with medicalCardExpiration), 5 MB each, checked by content.',
        response: { 201: z.object({ referenceId: z.string() }), 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType('Send the application as multipart/form-data.');
      const form = await readMultipartForm(request, options.storage, DRIVER_APPLICATION_FORM);
      try {
        const { referenceId } = await submitDriverApplication(
          {
            db: app.database.db,
            company: config.company,
            publicBaseUrl: config.publicBaseUrl,
            recruitingEmail: config.mail.recruitingEmail,
            onEmailQueued: options.onEmailQueued,
          },
          form,
        );
        return reply.status(201).send({ referenceId });
      } catch (error) {
        await discardUploads(options.storage, form.files);
        throw error;
      }
    },
  );
}
