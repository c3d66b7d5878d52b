// Where a request stands, as the customer reads it: apart from the other request labels because the
// home page's FAQ names the tracked steps and carries only these. See ../shared-labels.ts.
import type { LabelMessage } from './label-message.js';

export const REQUEST_STATUS_MESSAGES = {
  received: /*i18n*/ { id: 'shared.requestStatus.received', message: 'Received' },
  'in-progress': /*i18n*/ { id: 'shared.requestStatus.in-progress', message: 'In Progress' },
  'in-transit': /*i18n*/ { id: 'shared.requestStatus.in-transit', message: 'In Transit' },
  delivered: /*i18n*/ { id: 'shared.requestStatus.delivered', message: 'Delivered' },
  cancelled: /*i18n*/ { id: 'shared.requestStatus.cancelled', message: 'Cancelled' },
} as const satisfies Record<string, LabelMessage>;
