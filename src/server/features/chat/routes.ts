// POST /api/chat: one customer message in, the assistant's reply out. Stateless: the widget keeps
// the conversation in the browser, and each message is answered on its own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-errors.js';
import { CHAT_MESSAGE_MAX_LENGTH, chatReplySchema, chatRequestSchema } from '../../../shared/chat/chat.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Database } from '../../db/client.js';
import { requestLocale } from '../../i18n/request-locale.js';
import type { LanguageModelSettings } from './chat-completions-client.js';
import { chatAssistant } from './service.js';
import { lookUpRequestStatus } from '../service-requests/index.js';

export interface ChatDeps {
  /** Where a reference ID a customer mentions is looked up. */
  db: Database;
  company: CompanyProfile;
  /** Unset: the built-in assistant answers every message. */
  languageModel: LanguageModelSettings | undefined;
}

export async function chatRoutes(app: FastifyInstance, deps: ChatDeps) {
  const assistant = chatAssistant({
    company: deps.company,
    languageModel: deps.languageModel,
    lookUp: (question) => lookUpRequestStatus(deps.db, question),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/chat',
    {
      // 1000 characters, even as \u escapes, fit in 8 KB; anything bigger is not a chat message.
      bodyLimit: 8 * 1024,
      // A person chats far slower than this. It also caps what one client can cost us with a
      // language model, and how fast reference IDs and e-mail addresses could be tried: every
      // message looks up at most one request.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Ask the chat assistant',
        description:
          `A message of 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters; the reply is plain text in which [label](/path) marks a link. ` +
          "A reference ID in the message is looked up: its status and payment status; amounts and route only when the message also holds the request's contact e-mail. " +
          "The reply is in the message's language when it is clearly English or Spanish, else in `locale` (the page's language), else the request's (the `lang` cookie, Accept-Language).",
        body: chatRequestSchema,
        response: { 200: chatReplySchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => ({
      reply: await assistant.reply(request.body.message, request.body.locale ?? requestLocale(request), request.log),
    }),
  );
}
