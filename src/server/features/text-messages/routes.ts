// The texts API of a request (issue 40; decision 084): the customer's own under /api/account
// (signed in, their request only), the office's under /api/admin (area 'texts' to read, every
// text kept with it; 'text-updates' to record or stop a subscriber), and whether texts exist at
// all, public, for the request form. HTTP only: schema in, service call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Locale } from '../../../shared/i18n.js';
import { safeString } from '../../../shared/safe-text.js';
import {
  TEXT_SUBSCRIBERS,
  TEXTS_AVAILABILITY_PATH,
  textsOfRequestSchema,
  textSubscriptionInputSchema,
  type TextSubscriber,
} from '../../../shared/text-messages/text-messages.js';
import type { Executor } from '../../db/client.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { actingAs, CUSTOMER_ACTOR } from '../../platform/audit/audit-context.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { signedInCustomer } from '../../platform/customer-sessions/guard.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import type { TextMessageDeps } from './deps.js';
import { consigneeLanguage, existingRequest, ownRequestId } from './request-access.js';
import { setSubscription, stopSubscription, textsOfRequestView } from './subscription-service.js';

const referenceParams = z.object({ referenceId: safeString().max(64) });
const subscriberParam = { subscriber: z.enum(TEXT_SUBSCRIBERS) };
const errors = errorResponses(400, 401, 404, 409);
const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

async function languageFor(
  executor: Executor,
  serviceRequestId: number,
  subscriber: TextSubscriber,
  chosen: Locale | undefined,
  page: Locale,
): Promise<Locale> {
  if (chosen) return chosen;
  return subscriber === 'consignee' ? ((await consigneeLanguage(executor, serviceRequestId)) ?? page) : page;
}

export async function textsAvailabilityRoutes(app: FastifyInstance, deps: Pick<TextMessageDeps, 'texts'>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    TEXTS_AVAILABILITY_PATH,
    {
      schema: {
        summary: 'Whether text messages can be chosen (an SMS provider is configured)',
        response: { 200: z.object({ available: z.boolean() }) },
      },
    },
    async () => ({ available: deps.texts !== undefined }),
  );
}

export async function textsPortalRoutes(app: FastifyInstance, deps: TextMessageDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests/:referenceId/texts',
    {
      schema: {
        summary: "Text messages of one of the customer's requests: whether available, and each subscriber's choice",
        params: referenceParams,
        response: { 200: textsOfRequestSchema, ...errors },
      },
    },
    async (request) => {
      const id = await ownRequestId(deps.db, signedInCustomer(request).email, request.params.referenceId);
      return textsOfRequestView(deps.db, deps.texts !== undefined, id, false);
    },
  );

  routes.put(
    '/requests/:referenceId/texts/:subscriber',
    {
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: {
        summary: 'Choose text messages for yourself or your consignee: the mobile number, the moments and the agreement',
        description:
          "Stores the consent's exact words in the subscriber's language (the page's unless given). 409 while texts are not available.",
        params: referenceParams.extend(subscriberParam),
        body: textSubscriptionInputSchema,
        response: { 200: textsOfRequestSchema, ...errors },
      },
    },
    async (request) => {
      const email = signedInCustomer(request).email;
      const { subscriber } = request.params;
      return deps.db.transaction(async (tx) => {
        const id = await ownRequestId(tx, email, request.params.referenceId);
        const language = await languageFor(tx, id, subscriber, request.body.language, requestLocale(request));
        await setSubscription(
          tx,
          deps,
          id,
          subscriber,
          { phone: request.body.phone, milestones: request.body.milestones, language, source: 'customer_page' },
          actingAs(auditOriginOf(request), CUSTOMER_ACTOR),
          new Date(),
        );
        return textsOfRequestView(tx, true, id, false);
      });
    },
  );

  routes.delete(
    '/requests/:referenceId/texts/:subscriber',
    {
      config: { rateLimit: WRITE_RATE_LIMIT },
      schema: {
        summary: 'Stop text messages to yourself or your consignee',
        params: referenceParams.extend(subscriberParam),
        response: { 200: textsOfRequestSchema, ...errors },
      },
    },
    async (request) => {
      const email = signedInCustomer(request).email;
      return deps.db.transaction(async (tx) => {
        const id = await ownRequestId(tx, email, request.params.referenceId);
        await stopSubscription(tx, id, request.params.subscriber, actingAs(auditOriginOf(request), CUSTOMER_ACTOR));
        return textsOfRequestView(tx, deps.texts !== undefined, id, false);
      });
    },
  );
}

export async function textsAdminRoutes(app: FastifyInstance, deps: TextMessageDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const officeErrors = errorResponses(400, 401, 403, 404, 409);

  routes.get(
    '/service-requests/:id/texts',
    {
      config: { staffArea: 'texts' },
      schema: {
        summary: "A request's text messages: each subscriber's choice and every text kept, with its delivery status",
        params: rowIdParams,
        response: { 200: textsOfRequestSchema, ...officeErrors },
      },
    },
    async (request) => {
      const { id } = await existingRequest(deps.db, request.params.id);
      return textsOfRequestView(deps.db, deps.texts !== undefined, id, true);
    },
  );

  routes.put(
    '/service-requests/:id/texts/:subscriber',
    {
      config: { staffArea: 'text-updates' },
      schema: {
        summary: "Record a customer's or consignee's agreement to texts, as they gave it by phone",
        description:
          "Consent source 'office', recorded by the member; the consent's exact words in the subscriber's language. 409 while texts are not available.",
        params: rowIdParams.extend(subscriberParam),
        body: textSubscriptionInputSchema,
        response: { 200: textsOfRequestSchema, ...officeErrors },
      },
    },
    async (request) => {
      const context = auditContextOf(request);
      const { subscriber } = request.params;
      return deps.db.transaction(async (tx) => {
        const { id, language: requestLanguage } = await existingRequest(tx, request.params.id);
        const language = await languageFor(tx, id, subscriber, request.body.language, requestLanguage);
        await setSubscription(
          tx,
          deps,
          id,
          subscriber,
          {
            phone: request.body.phone,
            milestones: request.body.milestones,
            language,
            source: 'office',
            recordedByAdminId: context.actor.adminId,
          },
          context,
          new Date(),
        );
        return textsOfRequestView(tx, true, id, true);
      });
    },
  );

  routes.delete(
    '/service-requests/:id/texts/:subscriber',
    {
      config: { staffArea: 'text-updates' },
      schema: {
        summary: "Stop a customer's or consignee's texts, as they asked",
        params: rowIdParams.extend(subscriberParam),
        response: { 200: textsOfRequestSchema, ...officeErrors },
      },
    },
    async (request) =>
      deps.db.transaction(async (tx) => {
        const { id } = await existingRequest(tx, request.params.id);
        await stopSubscription(tx, id, request.params.subscriber, auditContextOf(request));
        return textsOfRequestView(tx, deps.texts !== undefined, id, true);
      }),
  );
}
