// The chat assistant's messages (spec section 3) and POST /api/chat (section 7): the widget and
// the route read the same schemas, so a message is refused with the same words on both sides.
import { z } from 'zod';
import { LOCALES } from '../i18n.js';
import { safeString } from '../safe-text.js';
import { englishMessage } from '../coded-message.js';
import { withCode } from '../message-issues.js';
import { SHARED_MESSAGES as MESSAGES } from '../shared-messages.js';

/** The name the panel shows (spec section 2). */
export const CHAT_ASSISTANT_NAME = 'OTP Assistant';

/** Longer messages are refused: nobody types a question this long, and matching stays cheap. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

const MESSAGE_REQUIRED = withCode(MESSAGES.chatMessageRequired);

export const chatRequestSchema = z.object({
  message: safeString(MESSAGE_REQUIRED)
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX_LENGTH, withCode(MESSAGES.chatMessageTooLong, { max: CHAT_MESSAGE_MAX_LENGTH })),
  /** The language of the page the message is sent from; without it, the request's (cookie, Accept-Language). */
  locale: z.enum(LOCALES).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The reply's text may hold links in the chat text format (see chat-text.ts). */
export const chatReplySchema = z.object({ reply: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

const CHAT_ROLES = ['assistant', 'user'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One bubble of the conversation, as the widget keeps it in the browser session. */
export const chatMessageSchema = z.object({
  id: z.string().min(1).max(64),
  role: z.enum(CHAT_ROLES),
  content: z.string().max(20_000),
  /** ISO 8601. */
  timestamp: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The bubble shown when no reply arrives (spec section 8). */
export function chatFailureMessage(email: string): string {
  return englishMessage(MESSAGES.chatFailure, { email });
}
