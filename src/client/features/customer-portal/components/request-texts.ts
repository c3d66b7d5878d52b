// The request's own phone, for the Text messages section (the text-messages feature's, issue 40) to
// offer on the customer's card. The request's fields arrive labelled in the page's language, so the
// phone is the field labelled as the request form labels its phone, in that same language.
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { REQUEST_FIELD_LABELS } from '@shared/service-requests/service-request-field-labels';

/** What the app hands the page: the section, given the request's reference and the phone it was sent with. */
export type RenderTexts = (request: { referenceId: string; contactPhone: string | undefined }) => ReactNode;

export function contactPhoneOf(request: Pick<PortalRequestDetail, 'details'>, i18n: I18n): string | undefined {
  const label = i18n._(REQUEST_FIELD_LABELS.contactPhone);
  return request.details.find((detail) => detail.label === label)?.value;
}
