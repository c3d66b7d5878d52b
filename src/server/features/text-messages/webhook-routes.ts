// Twilio's webhooks (issue 40; decision 084), public and session-less: an inbound text (STOP,
// START, HELP) and a text's delivery status. Each is signed by Twilio with our auth token over the
// URL it called (PUBLIC_BASE_URL and the path) and its form fields; a missing or wrong signature
// is answered 403 and changes nothing. Form-encoded bodies are parsed in this scope only.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { safeString } from '../../../shared/safe-text.js';
import { TEXTS_INBOUND_WEBHOOK_PATH, TEXTS_STATUS_WEBHOOK_PATH } from '../../../shared/text-messages/text-messages.js';
import { HttpError } from '../../errors.js';
import { escapeHtml } from '../../infra/escape-html.js';
import { auditOriginOf } from '../../platform/audit/audit-origin.js';
import { receiveInboundText } from './consent-service.js';
import type { TextMessageDeps } from './deps.js';
import { recordProviderStatus } from './repository.js';
import { webhookSignature } from './webhook-signature.js';

/** Twilio's form fields: names and values as strings (a webhook has a few dozen at most). */
const twilioForm = z.record(safeString().max(100), safeString().max(4000));
const FORM_BODY_LIMIT = 64 * 1024;
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

const inboundFields = z.object({
  From: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/),
  Body: z.string().max(1600).default(''),
  MessageSid: z.string().max(64).optional(),
});
const statusFields = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  MessageStatus: z.string().max(32),
  ErrorCode: z.string().max(16).optional(),
});
/** Twilio's statuses we keep; the ones before 'sent' (accepted, queued, sending) say nothing new. */
const KEPT_STATUSES = ['sent', 'delivered', 'undelivered', 'failed'] as const;

export async function textWebhookRoutes(app: FastifyInstance, deps: TextMessageDeps & { now?: () => Date }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const form: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) form[name] = value;
      done(null, form);
    },
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => deps.now?.() ?? new Date();

  /** Throws 403 unless Twilio signed these fields for the URL it called; 404 while texts are off. */
  function verify(request: FastifyRequest, form: Record<string, string>): void {
    const settings = deps.texts;
    if (!settings) throw new HttpError(404, 'Text messages are not configured.');
    const given = request.headers['x-twilio-signature'];
    const expected = webhookSignature(settings.authToken, deps.publicBaseUrl + request.url, form);
    if (typeof given !== 'string' || !sameText(given, expected)) {
      request.log.warn('refused a text webhook with a missing or wrong signature');
      throw new HttpError(403, 'Invalid signature.');
    }
  }

  routes.post(
    TEXTS_INBOUND_WEBHOOK_PATH,
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        summary: "Twilio's inbound text webhook: STOP, START and HELP",
        description:
          'Form-encoded, signed by Twilio (X-Twilio-Signature). STOP (and its synonyms) stops every text to the number at once; START lifts it; HELP is answered. Answers TwiML; 403 when the signature is missing or wrong.',
        body: twilioForm,
        response: { 200: z.string(), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      verify(request, request.body);
      const fields = inboundFields.safeParse(request.body);
      let answer: string | undefined;
      if (fields.success) {
        answer = await receiveInboundText(
          deps,
          { from: fields.data.From, body: fields.data.Body, messageSid: fields.data.MessageSid ?? null },
          auditOriginOf(request),
          now(),
        );
      }
      return reply.type('text/xml').send(twiml(answer));
    },
  );

  routes.post(
    TEXTS_STATUS_WEBHOOK_PATH,
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        summary: "Twilio's status callback: a text's delivery status",
        description:
          'Form-encoded, signed by Twilio (X-Twilio-Signature): MessageSid, MessageStatus and ErrorCode update the text; a delivered text never moves back. 204; 403 when the signature is missing or wrong.',
        body: twilioForm,
        response: { 204: z.null(), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      verify(request, request.body);
      const fields = statusFields.safeParse(request.body);
      if (!fields.success) throw new HttpError(400, 'Expected MessageSid and MessageStatus.');
      const status = KEPT_STATUSES.find((kept) => kept === fields.data.MessageStatus);
      if (status) await recordProviderStatus(deps.db, fields.data.MessageSid, status, fields.data.ErrorCode ?? null, now());
      return reply.status(204).send(null);
    },
  );
}

function twiml(message: string | undefined): string {
  const inner = message === undefined ? '<Response/>' : `<Response><Message>${escapeHtml(message)}</Message></Response>`;
  return `<?xml version="1.0" encoding="UTF-8"?>${inner}`;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
