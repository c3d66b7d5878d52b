// What the chat keeps in the browser session (sessionStorage): the conversation, so it survives
// moving between pages and reloads until the tab closes, and whether the panel was open. Storage
// can be full, disabled or hold anything a script wrote: every read is checked, every failure
// means "start fresh".
import { z } from 'zod';
import { chatMessageSchema, type ChatMessage } from '@shared/chat/chat';

const CONVERSATION_KEY = 'otp-chat:conversation';

/** The most messages kept; older ones drop off the top. */
const MAX_STORED_MESSAGES = 60;

const storedConversationSchema = z.array(chatMessageSchema).max(MAX_STORED_MESSAGES);

export function readConversation(): ChatMessage[] {
  try {
    const stored = sessionStorage.getItem(CONVERSATION_KEY);
    if (!stored) return [];
    const parsed = storedConversationSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    // Unreadable or unavailable storage: a new conversation.
    return [];
  }
}

export function saveConversation(messages: readonly ChatMessage[]): void {
  try {
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Storage full or disabled: the conversation lasts until the page is left.
  }
}
