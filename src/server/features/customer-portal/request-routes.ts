// The customer's requests, under /api/account behind the customer guard (routes.ts): the list, one
// request, its photos and its values for a new request. HTTP only: schema in, service call, reply
// out. Each reads only the signed-in customer's records; another's answer the same 404 as none.
import type { FastifyInstance } from 'fastify';
import { sendPrivateFile } from '../../infra/send-private-file.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import {
  portalRepeatSchema,
  portalRequestDetailSchema,
  portalRequestListQuerySchema,
  portalRequestPageSchema,
} from '../../../shared/customer-portal/customer-portal.js';
import { safeString } from '../../../shared/safe-text.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import type { CustomerPortalDeps } from './deps.js';
import { listOwnRequests, openOwnPhoto, ownRequestDetail, ownRequestRepeat } from './portal-request-service.js';
import { requestLocale } from '../../i18n/request-locale.js';

// As typed or pasted (any case, spaces, O for 0): the service reads it as a reference ID or not at all.
const referenceParams = z.object({ referenceId: safeString().max(64) });
const photoParams = referenceParams.extend({ photoId: z.uuid() });

const errors = errorResponses(400, 401, 404);

export async function portalRequestRoutes(app: FastifyInstance, deps: CustomerPortalDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests',
    {
      schema: {
        summary: "The signed-in customer's requests, newest first",
        description:
          'Every request whose contact e-mail is the signed-in address (ignoring case), in any role. `q` matches a whole ' +
          'reference ID however typed, or part of one, a pickup or delivery city, or a service; pages of PORTAL_PAGE_SIZE.',
        querystring: portalRequestListQuerySchema,
        response: { 200: portalRequestPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listOwnRequests(deps, signedInCustomer(request).email, request.query),
  );

  routes.get(
    '/requests/:referenceId',
    {
      schema: {
        summary: "One of the customer's requests: timeline, details, photos, quote, invoice and payments",
        description: 'The same 404 for an unknown reference ID and for a request under another e-mail address.',
        params: referenceParams,
        response: { 200: portalRequestDetailSchema, ...errors },
      },
    },
    async (request) =>
      ownRequestDetail(deps, signedInCustomer(request).email, request.params.referenceId, new Date(), requestLocale(request)),
  );

  routes.get(
    '/requests/:referenceId/photos/:photoId',
    {
      // Each photo is read from storage (S3 when configured): a page of thumbnails stays well
      // inside this; a script walking guessed IDs does not.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: "A photo sent with one of the customer's requests",
        description: 'Shown inline, never cached. 404 unless the photo belongs to that request and the request to the customer.',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const { referenceId, photoId } = request.params;
      const photo = await openOwnPhoto(deps, signedInCustomer(request).email, referenceId, photoId);
      return sendPrivateFile(reply, {
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        body: photo.stream,
        disposition: 'inline',
      });
    },
  );

  routes.get(
    '/requests/:referenceId/repeat',
    {
      schema: {
        summary: "An earlier request's form values, to start a new request from it",
        description: "The role and the form's field names and values; never its photos, preferred date or time, quote or notes.",
        params: referenceParams,
        response: { 200: portalRepeatSchema, ...errors },
      },
    },
    async (request) => ownRequestRepeat(deps, signedInCustomer(request).email, request.params.referenceId),
  );
}
