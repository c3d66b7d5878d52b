// Answers of the texts API for the component tests of both sides, checked against the shared
// schemas so a fixture cannot drift from what the server may answer.
import {
  textMessageViewSchema,
  textsOfRequestSchema,
  textSubscriptionViewSchema,
  type TextMessageView,
  type TextsOfRequest,
  type TextSubscriptionView,
} from '@shared/text-messages/text-messages';

export const REFERENCE_ID = 'SR-7K3M-2Q9P-4X8D-1B6F';

export function subscription(overrides: Partial<TextSubscriptionView> = {}): TextSubscriptionView {
  return textSubscriptionViewSchema.parse({
    subscriber: 'customer',
    phone: '+13125550123',
    milestones: ['dispatched', 'picked_up', 'arriving_soon', 'delivered', 'delay'],
    language: 'en',
    consentedAt: '2026-12-01T15:00:00.000Z',
    consentSource: 'customer_page',
    optedOut: false,
    ...overrides,
  });
}

export function textMessage(overrides: Partial<TextMessageView> = {}): TextMessageView {
  return textMessageViewSchema.parse({
    id: 1,
    recipient: 'customer',
    kind: 'picked_up',
    to: '+13125550123',
    language: 'en',
    body: 'Lakeshore Freight: your load SR-7K3M was picked up. Reply STOP to opt out.',
    status: 'delivered',
    suppressionReason: null,
    errorCode: null,
    createdAt: '2026-12-02T15:00:00.000Z',
    sendAfter: '2026-12-02T15:00:00.000Z',
    sentAt: '2026-12-02T15:00:02.000Z',
    statusAt: '2026-12-02T15:00:09.000Z',
    ...overrides,
  });
}

export function textsOfRequest(overrides: Partial<TextsOfRequest> = {}): TextsOfRequest {
  return textsOfRequestSchema.parse({ available: true, customer: null, consignee: null, ...overrides });
}
