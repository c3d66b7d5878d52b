// A number's answer to our texts (issue 40; decision 084): STOP stops every text to it at once,
// its queued ones suppressed in the same transaction; START lifts it; HELP is answered with who we
// are. Recorded in the audit log as the system, the number named by its last four digits only.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { DEFAULT_LOCALE } from '../../../shared/i18n.js';
import type { Database } from '../../db/client.js';
import { actingAs, type AuditOrigin, SYSTEM_ACTOR } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { keywordOf } from './keywords.js';
import { newestLanguageOf, setConsent, suppressQueuedTo } from './repository.js';
import { helpReply } from './text-bodies.js';

export interface InboundText {
  from: string;
  body: string;
  messageSid: string | null;
}

/** The reply to send back (TwiML), or undefined for none. */
export async function receiveInboundText(
  deps: { db: Database; company: CompanyProfile },
  text: InboundText,
  origin: AuditOrigin,
  now: Date,
): Promise<string | undefined> {
  const keyword = keywordOf(text.body);
  if (keyword === 'help') {
    const language = (await newestLanguageOf(deps.db, text.from)) ?? DEFAULT_LOCALE;
    return helpReply(language, deps.company.name, deps.company.supportPhone);
  }
  if (keyword === undefined) return undefined;
  const state = keyword === 'stop' ? 'opted_out' : 'opted_in';
  await deps.db.transaction(async (tx) => {
    const changed = await setConsent(tx, text.from, state, now, text.messageSid);
    const suppressed = state === 'opted_out' ? await suppressQueuedTo(tx, text.from, now) : 0;
    if (!changed) return;
    await recordAuditEvent(tx, actingAs(origin, SYSTEM_ACTOR), {
      action: 'text_consent.changed',
      recordType: 'text_consent',
      recordId: text.from.slice(-4),
      changes: factsOf({ state, suppressedTexts: suppressed }),
    });
  });
  // Twilio answers STOP and START itself (its standard opt-out messages); a second reply would be refused.
  return undefined;
}
