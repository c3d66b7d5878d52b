// The broker's rate confirmation routes under /api/account, behind the customer guard
// (customer-api.ts): the versions of one of their requests, signing one, sending their own, and a
// version's file. Their own scope, so the upload's multipart limits (one file) are their own.
// Another customer's request answers the portal's one 404 on every route.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { codedMessage } from '../../../shared/coded-message.js';
import { PORTAL_NOT_FOUND_MESSAGE } from '../../../shared/customer-portal/customer-portal.js';
import {
  portalRateConfirmationSchema,
  portalRateConfirmationsSchema,
  signRateConfirmationSchema,
} from '../../../shared/rate-confirmations/rate-confirmation-schemas.js';
import { safeString } from '../../../shared/safe-text.js';
import { SHARED_MESSAGES as MESSAGES } from '../../../shared/shared-messages.js';
import { SCANNED_DOCUMENT_RULES } from '../../../shared/uploads.js';
import { badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import { readMultipartForm, type MultipartFormSpec } from '../../infra/storage/multipart-form.js';
import { actingAs, CUSTOMER_ACTOR } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../uploads/index.js';
import type { RateConfirmationDeps } from './deps.js';
import { ownRequest, portalRateConfirmations, signRateConfirmation, uploadRateConfirmation } from './portal-service.js';
import { findVersion } from './repository.js';
import { versionFile } from './version-files.js';

const referenceParams = z.object({ referenceId: safeString().max(64) });
const versionParams = referenceParams.extend({ version: z.coerce.number().int().positive().max(10_000) });
const errors = errorResponses(400, 401, 404, 409);

/** One PDF, JPEG or PNG of up to 5 MB, its type sniffed from its bytes (infra/storage/multipart-form.ts). */
export const RATE_CONFIRMATION_UPLOAD_FORM: MultipartFormSpec = {
  files: { file: SCANNED_DOCUMENT_RULES },
  storageFolder: 'rate-confirmations',
  maxFields: 2,
};

export async function rateConfirmationPortalRoutes(app: FastifyInstance, deps: RateConfirmationDeps) {
  await acceptMultipartForm(app, RATE_CONFIRMATION_UPLOAD_FORM);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests/:referenceId/rate-confirmations',
    {
      schema: {
        summary: "The rate confirmations of one of the customer's requests (a broker's), newest first",
        params: referenceParams,
        response: { 200: portalRateConfirmationsSchema, ...errors },
      },
    },
    async (request) => portalRateConfirmations(deps.db, signedInCustomer(request).email, request.params.referenceId),
  );

  routes.post(
    '/requests/:referenceId/rate-confirmations/:version/sign',
    {
      // Signing is a few taps a load, not dozens a minute.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sign a rate confirmation electronically: typed name, title and consent',
        description:
          "Records the name, title, the session's e-mail, the consent's words (in the page's language), the time, the client address and the browser. Only the newest version sent for signature signs; 409 otherwise.",
        params: versionParams,
        body: signRateConfirmationSchema,
        response: { 200: portalRateConfirmationSchema, ...errors },
      },
    },
    async (request) =>
      signRateConfirmation(
        deps,
        signedInCustomer(request).email,
        request.params.referenceId,
        request.params.version,
        {
          name: request.body.name,
          title: request.body.title,
          locale: requestLocale(request),
          userAgent: request.headers['user-agent'] ?? null,
        },
        auditOriginOf(request),
      ),
  );

  routes.post(
    '/requests/:referenceId/rate-confirmations/upload',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send your own rate confirmation (one PDF, JPEG or PNG, 5 MB) for the office to accept',
        description:
          'multipart/form-data with the file under `file`. 409 before the quote is accepted or once a version is signed or accepted.',
        params: referenceParams,
        response: { 201: portalRateConfirmationSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const email = signedInCustomer(request).email;
      // Checked before the body is read: another customer's request answers its 404 and stores nothing.
      await ownRequest(deps.db, email, request.params.referenceId);
      if (!request.isMultipart()) throw badRequest(codedMessage(MESSAGES.rateConfirmationFileRequired));
      const form = await readMultipartForm(request, deps.storage, RATE_CONFIRMATION_UPLOAD_FORM);
      const file = form.files.find((stored) => stored.field === 'file');
      const made = await discardUploadsOnFailure(deps.storage, form.files, async () => {
        if (!file) throw badRequest(codedMessage(MESSAGES.rateConfirmationFileRequired));
        return uploadRateConfirmation(deps, email, request.params.referenceId, file, auditOriginOf(request));
      });
      return reply.status(201).send(made);
    },
  );

  routes.get(
    '/requests/:referenceId/rate-confirmations/:version/file',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: "A rate confirmation's file: the PDF (with its certificate page once signed) or the upload",
        params: versionParams,
        response: errorResponses(401, 404, 429),
      },
    },
    async (request, reply) => {
      const owned = await ownRequest(deps.db, signedInCustomer(request).email, request.params.referenceId);
      const row = await findVersion(deps.db, owned.id, request.params.version);
      // A superseded version was never theirs to read (portal-service.ts lists none).
      const file = row && row.state !== 'superseded' ? await versionFile(deps.db, deps, row, owned.referenceId) : undefined;
      if (!row || !file) throw notFound(PORTAL_NOT_FOUND_MESSAGE);
      await recordAuditEvent(deps.db, actingAs(auditOriginOf(request), CUSTOMER_ACTOR), {
        action: 'document.downloaded',
        recordType: 'rate_confirmation',
        recordId: row.id,
        changes: factsOf({ document: 'rate_confirmation', serviceRequestId: owned.id, version: row.version }),
      });
      return sendPrivateFile(reply, {
        contentType: file.contentType,
        sizeBytes: file.content.length,
        body: file.content,
        disposition: { attachment: file.filename },
      });
    },
  );
}
