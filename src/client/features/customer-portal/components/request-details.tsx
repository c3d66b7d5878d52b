// What the customer sent, labelled as the request form labels it, in the form's order. A long
// text (a description, an address) wraps inside the card rather than widening the page.
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { useI18n } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

export function RequestDetails({ details }: { details: PortalRequestDetail['details'] }) {
  const i18n = useI18n();
  return (
    <RequestSection title={i18n._('account.details.heading')}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map((field, index) => (
          // A label may repeat (two sections of the form can both ask for a "City").
          <div key={`${field.label}-${index}`} className="min-w-0">
            <dt className="text-muted-foreground">{field.label}</dt>
            <dd className="whitespace-pre-line break-words font-medium">{field.value}</dd>
          </div>
        ))}
      </dl>
    </RequestSection>
  );
}
