// Who on a request gets texts (issue 40; decision 084): the customer (on their page or the
// request form) or the office (as the person asked by phone) sets a subscriber's number, moments
// and agreement, its exact words stored in the subscriber's language; stopping deletes it.
import { and, eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Locale } from '../../../shared/i18n.js';
import { TEXT_CONSENT_MESSAGES } from '../../../shared/text-messages/text-consent.js';
import {
  TEXT_MILESTONES,
  type TextConsentSource,
  type TextMessageView,
  type TextMilestone,
  type TextSubscriber,
  type TextSubscriptionView,
  type TextsOfRequest,
  toE164UsNumber,
} from '../../../shared/text-messages/text-messages.js';
import type { Executor } from '../../db/client.js';
import { textSubscriptions } from '../../db/schema.js';
import { badRequest, conflict } from '../../errors.js';
import { translator } from '../../i18n/translator.js';
import type { AuditContext } from '../../platform/audit/audit-context.js';
import { changeOf, factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import { isOptedOut, subscriptionsOf, textsOfRequest, type TextMessageRow, type TextSubscriptionRow } from './repository.js';

export interface SubscriptionChoice {
  phone: string;
  milestones: TextMilestone[];
  language: Locale;
  source: TextConsentSource;
  /** The member who recorded it (source office). */
  recordedByAdminId?: number | null;
}

/** The consent's exact words as shown in `language`, the company named. */
export function consentWords(language: Locale, company: CompanyProfile): string {
  return translator(language)._(TEXT_CONSENT_MESSAGES.consent.id, { company: company.name });
}

export const TEXTS_NOT_AVAILABLE = 'Text messages are not available: the site has no SMS provider configured.';

/** Stores (or replaces) a subscriber's choice; refused 409 while texts are off, 400 for a number that is not a US mobile's. */
export async function setSubscription(
  tx: Executor,
  deps: { texts: unknown; company: CompanyProfile },
  serviceRequestId: number,
  subscriber: TextSubscriber,
  choice: SubscriptionChoice,
  context: AuditContext,
  now: Date,
): Promise<void> {
  if (!deps.texts) throw conflict(TEXTS_NOT_AVAILABLE);
  const phone = toE164UsNumber(choice.phone);
  if (!phone) throw badRequest('Enter a US mobile number with its area code, e.g. (312) 555-0123.');
  const [before] = await tx
    .select()
    .from(textSubscriptions)
    .where(and(eq(textSubscriptions.serviceRequestId, serviceRequestId), eq(textSubscriptions.subscriber, subscriber)))
    .for('update');
  const values = {
    phone,
    milestones: choice.milestones,
    language: choice.language,
    consentText: consentWords(choice.language, deps.company),
    consentSource: choice.source,
    consentedAt: now,
    consentRecordedByAdminId: choice.recordedByAdminId ?? null,
    updatedAt: now,
  };
  await tx
    .insert(textSubscriptions)
    .values({ serviceRequestId, subscriber, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [textSubscriptions.serviceRequestId, textSubscriptions.subscriber], set: values });
  // The number itself stays on the request: the audit keeps its last four digits.
  await recordAuditEvent(tx, context, {
    action: 'text_subscription.changed',
    recordType: 'service_request',
    recordId: serviceRequestId,
    changes: {
      ...factsOf({ subscriber, source: choice.source }),
      ...changeOf('phoneEnding', before ? before.phone.slice(-4) : null, phone.slice(-4)),
      ...changeOf('milestones', before ? before.milestones.join(', ') : null, choice.milestones.join(', ')),
      ...changeOf('language', before?.language ?? null, choice.language),
    },
  });
}

/** Stops a subscriber's texts: their choice is deleted (texts already kept stay). */
export async function stopSubscription(
  tx: Executor,
  serviceRequestId: number,
  subscriber: TextSubscriber,
  context: AuditContext,
): Promise<boolean> {
  const deleted = await tx
    .delete(textSubscriptions)
    .where(and(eq(textSubscriptions.serviceRequestId, serviceRequestId), eq(textSubscriptions.subscriber, subscriber)))
    .returning({ phone: textSubscriptions.phone });
  if (deleted.length === 0) return false;
  await recordAuditEvent(tx, context, {
    action: 'text_subscription.stopped',
    recordType: 'service_request',
    recordId: serviceRequestId,
    changes: factsOf({ subscriber }),
  });
  return true;
}

/** A request's texts as its pages show them: each subscriber, and (office) every text kept. */
export async function textsOfRequestView(
  executor: Executor,
  available: boolean,
  serviceRequestId: number,
  withMessages: boolean,
): Promise<TextsOfRequest> {
  const rows = await subscriptionsOf(executor, serviceRequestId);
  const view = async (subscriber: TextSubscriber) => {
    const row = rows.find((candidate) => candidate.subscriber === subscriber);
    return row ? subscriptionView(row, await isOptedOut(executor, row.phone)) : null;
  };
  return {
    available,
    customer: await view('customer'),
    consignee: await view('consignee'),
    ...(withMessages ? { messages: (await textsOfRequest(executor, serviceRequestId)).map(messageView) } : {}),
  };
}

function subscriptionView(row: TextSubscriptionRow, optedOut: boolean): TextSubscriptionView {
  return {
    subscriber: row.subscriber,
    phone: row.phone,
    milestones: TEXT_MILESTONES.filter((milestone) => row.milestones.includes(milestone)),
    language: row.language,
    consentedAt: row.consentedAt.toISOString(),
    consentSource: row.consentSource,
    optedOut,
  };
}

/** For staff: the number whole (they dial it); the driver's link was never stored. */
function messageView(row: TextMessageRow): TextMessageView {
  return {
    id: row.id,
    recipient: row.recipient,
    kind: row.kind,
    to: row.toPhone,
    language: row.language,
    body: row.body,
    status: row.status,
    suppressionReason: row.suppressionReason,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    statusAt: row.statusAt?.toISOString() ?? null,
  };
}
