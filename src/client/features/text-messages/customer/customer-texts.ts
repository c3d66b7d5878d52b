// The words of the customer's Text messages section that come from a value (a milestone, a
// subscriber), one registry so the cards and the tests read the same IDs. In the `account` catalog.
import type { TextMilestone, TextSubscriber } from '@shared/text-messages/text-messages';

export const MILESTONE_TEXTS = {
  dispatched: /*i18n*/ { id: 'account.texts.milestone.dispatched', message: 'The load is dispatched (with the tracking link)' },
  picked_up: /*i18n*/ { id: 'account.texts.milestone.pickedUp', message: 'The load is picked up' },
  arriving_soon: /*i18n*/ { id: 'account.texts.milestone.arrivingSoon', message: 'The truck is arriving soon' },
  delivered: /*i18n*/ { id: 'account.texts.milestone.delivered', message: 'The load is delivered' },
  delay: /*i18n*/ { id: 'account.texts.milestone.delay', message: 'There is a delay' },
} as const satisfies Record<TextMilestone, { id: string; message: string }>;

export const SUBSCRIBER_TEXTS = {
  customer: {
    title: /*i18n*/ { id: 'account.texts.me', message: 'Me' },
    hint: /*i18n*/ { id: 'account.texts.meHint', message: 'Your own mobile number.' },
  },
  consignee: {
    title: /*i18n*/ { id: 'account.texts.consignee', message: 'Delivery contact' },
    hint: /*i18n*/ { id: 'account.texts.consigneeHint', message: 'The mobile number of the person who receives the load.' },
  },
} as const satisfies Record<TextSubscriber, Record<'title' | 'hint', { id: string; message: string }>>;
