// Answering a chat message: the language model when one is configured, the built-in assistant
// when it is not, fails or is too slow. Messages that try to get data out or change the rules are
// refused before any model sees them, so the refusal is the same with or without one. Both answer
// in the language message-language.ts chooses: the message's when it is clear, else the page's.
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Locale } from '../../../shared/i18n.js';
import { builtInAssistant, type LookUpRequestStatus } from './built-in-assistant.js';
import type { LanguageModelSettings } from './chat-completions-client.js';
import { isRuleChangeOrDataGrab } from './guardrails.js';
import { languageModelAssistant } from './language-model-assistant.js';
import { replyLocale } from './message-language.js';

export interface ChatAssistantDeps {
  company: CompanyProfile;
  lookUp: LookUpRequestStatus;
  /** Unset: the built-in assistant answers every message. */
  languageModel: LanguageModelSettings | undefined;
}

export interface ChatAssistant {
  /** `pageLocale`: the language of the page the message was sent from. */
  reply(message: string, pageLocale: Locale, log: FastifyBaseLogger): Promise<string>;
}

export function chatAssistant(deps: ChatAssistantDeps): ChatAssistant {
  const builtIn = builtInAssistant(deps.company, deps.lookUp);
  const model = deps.languageModel ? languageModelAssistant(deps.languageModel, deps.company, builtIn.knowledge, deps.lookUp) : undefined;
  return {
    async reply(message, pageLocale, log) {
      const locale = replyLocale(message, pageLocale);
      if (!model || isRuleChangeOrDataGrab(message)) return builtIn.reply(message, locale);
      try {
        return await model.reply(message, locale);
      } catch (error) {
        // The customer still gets an answer; the log says why it was not the model's.
        log.warn({ err: error }, 'chat language model failed; the built-in assistant answered');
        return builtIn.reply(message, locale);
      }
    },
  };
}
