// The driver's loads, under /api/driver behind the driver guard (src/server/driver-api.ts): the list,
// one load, its item photos, and the updates the driver sends from the road. HTTP only: schema in,
// service call, reply out. Each reads only the signed-in driver's loads; another's answer the same
// 404 as none.
import type { FastifyInstance } from 'fastify';
import { sendPrivateFile } from '../../../infra/send-private-file.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import { driverLoadListSchema, driverLoadSchema, driverUpdateResultSchema } from '../../../../shared/dispatch/dispatch.js';
import { safeString } from '../../../../shared/safe-text.js';
import { badRequest } from '../../../errors.js';
import { readMultipartForm } from '../../../infra/storage/multipart-form.js';
import { auditOriginOf } from '../../../platform/audit/audit-origin.js';
import { signedInDriver } from '../../../platform/driver-sessions/guard.js';
import type { DispatchDeps } from '../deps.js';
import { driverLoadDetail, listDriverLoads, openDriverLoadPhoto } from './load-service.js';
import { DRIVER_UPDATE_FORM } from './update-rules.js';
import { recordDriverUpdate } from './update-service.js';
import { recordDriverPosition } from './position-service.js';
import { driverPositionResultSchema, driverPositionSchema } from '../../../../shared/dispatch/positions.js';
import { acceptMultipartForm, discardUploadsOnFailure } from '../../uploads/index.js';

// As typed or pasted: the service reads it as a reference ID or answers the one 404.
const referenceParams = z.object({ referenceId: safeString().max(64) });
const photoParams = referenceParams.extend({ photoId: z.uuid() });

export async function driverLoadRoutes(app: FastifyInstance, deps: DispatchDeps) {
  await acceptMultipartForm(app, DRIVER_UPDATE_FORM);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/loads',
    {
      schema: {
        summary: "The signed-in driver's loads",
        description: 'Loads not yet delivered, by planned pickup date, then those delivered in the last 24 hours.',
        response: { 200: driverLoadListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listDriverLoads(deps, signedInDriver(request).driverProfileId),
  );

  routes.get(
    '/loads/:referenceId',
    {
      schema: {
        summary: "One of the driver's loads: addresses, contact, item, photos and the driver's updates",
        description: 'The same 404 for an unknown reference ID and for a load assigned to another driver (or to none).',
        params: referenceParams,
        response: { 200: driverLoadSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => driverLoadDetail(deps, signedInDriver(request).driverProfileId, request.params.referenceId),
  );

  routes.get(
    '/loads/:referenceId/photos/:photoId',
    {
      // Each photo is read from storage: a load's few photos stay well inside this; a script walking guessed IDs does not.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: "A photo the customer sent with one of the driver's loads",
        description: 'Shown inline, never cached. 404 unless it is an item photo of a load assigned to the driver.',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const { referenceId, photoId } = request.params;
      const photo = await openDriverLoadPhoto(deps, signedInDriver(request).driverProfileId, referenceId, photoId);
      return sendPrivateFile(reply, {
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        body: photo.stream,
        disposition: 'inline',
      });
    },
  );

  routes.post(
    '/loads/:referenceId/updates',
    {
      bodyLimit: 64 * 1024,
      // A phone back online sends its queue at once: a few dozen updates, not hundreds.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Report a stage reached or a problem on one of the driver’s loads',
        description:
          'multipart/form-data: the fields of driverUpdateFieldsSchema (src/shared/dispatch/dispatch.ts) as text, up to 5 photos ' +
          '(jpeg, png; 10 MB each) under photos and, for delivered, the signature (png, 1 MB) under signature. 201 for a new ' +
          'update; 200 with replayed: true for an updateId already accepted (nothing changes). Picked up with an unsigned bill ' +
          'of lading (the load view’s billOfLading) also takes shipperSignerName, piecesConfirmed, sealConfirmed and the ' +
          'shipperSignature and driverSignature PNGs (400 with fieldErrors naming each missing; 409 when already signed). ' +
          'Delivered may carry exceptions (a JSON list of { kind: over|short|damaged, pieces, note }, at most 10) and up to 6 ' +
          'exceptionPhotos (jpeg, png).',
        params: referenceParams,
        response: {
          200: driverUpdateResultSchema,
          201: driverUpdateResultSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the update as multipart/form-data.');
      const driver = signedInDriver(request);
      const form = await readMultipartForm(request, deps.storage, DRIVER_UPDATE_FORM);
      const outcome = await discardUploadsOnFailure(deps.storage, form.files, () =>
        recordDriverUpdate(deps, {
          driverProfileId: driver.driverProfileId,
          typedReferenceId: request.params.referenceId,
          form,
          origin: auditOriginOf(request),
        }),
      );
      return reply.status(outcome.statusCode).send(outcome.result);
    },
  );

  routes.post(
    '/loads/:referenceId/positions',
    {
      bodyLimit: 1024,
      // The phone sends one every 2 minutes at most, and its queue of at most 10 after a signal
      // loss; 30 a minute leaves room for both and none for a script.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Share where the driver’s phone is while it carries one of the driver’s loads',
        description:
          'JSON: driverPositionSchema (src/shared/dispatch/positions.ts). From accepted until delivered only (409 before or ' +
          'after, and for a cancelled load); 404 for a load that is not the driver’s. 201 for a new position; 200 with ' +
          'replayed: true for a positionId already stored (nothing changes). The server keeps the coordinates; customers and ' +
          'consignees see only the nearest city and state.',
        params: referenceParams,
        body: driverPositionSchema,
        response: {
          200: driverPositionResultSchema,
          201: driverPositionResultSchema,
          ...errorResponses(400, 401, 404, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const outcome = await recordDriverPosition(deps, {
        driverProfileId: signedInDriver(request).driverProfileId,
        typedReferenceId: request.params.referenceId,
        body: request.body,
      });
      return reply.status(outcome.statusCode).send(outcome.result);
    },
  );
}
