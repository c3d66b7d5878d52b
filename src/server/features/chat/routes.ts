// POST /api/chat: one customer message in, the assistant's reply out. Stateless: the widget keeps
// the conversation in the browser, and each message is answered on its own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, chatReplySchema, chatRequestSchema } from '../../../shared/chat.js';
import { lookUpRequestStatus } from '../service-requests/status-lookup.js';
import { chatAssistant } from './service.js';

const ErrorSchema = z.object({ error: z.string(), message: z.string() });

export async function chatRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const assistant = chatAssistant({
    company: app.config.company,
    languageModel: app.config.chat.languageModel,
    lookUp: (question) => lookUpRequestStatus(app.database.db, question),
  });

  routes.post(
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
          "A reference ID in the message is looked up: its status and payment status; amounts and route only when the message also holds the request's contact e-mail.",
        body: chatRequestSchema,
        response: { 200: chatReplySchema, 400: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => ({ reply: await assistant.reply(request.body.message, request.log) }),
  );
}
