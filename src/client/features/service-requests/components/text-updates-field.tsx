// The request form's "text me about this load" box (issue 40; decision 084), on the contact step,
// shown only when the site can text. Its words are the consent the server stores, in the page's
// language, with the company named: ticking it is the agreement.
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { REQUEST_FIELD_LABELS } from '@shared/service-requests/service-request-field-labels';
import { TEXT_CONSENT_MESSAGES } from '@shared/text-messages/text-consent';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { useTextsAvailable } from '../api/texts-availability';
import type { RequestFormControl } from './request-form-control';

export function TextUpdatesField({ control }: { control: RequestFormControl }) {
  const i18n = useI18n();
  const available = useTextsAvailable();
  const id = useId();
  if (!available) return null;
  return (
    <Controller
      control={control}
      name="textUpdates"
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-4"
            name={field.name}
            checked={field.value === 'true'}
            onChange={(event) => field.onChange(event.target.checked ? 'true' : '')}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <label htmlFor={id} className="text-sm leading-snug">
            <span className="font-medium">{i18n._(REQUEST_FIELD_LABELS.textUpdates)}</span>
            {': '}
            {i18n._({ ...TEXT_CONSENT_MESSAGES.consent, values: { company: companyProfile.name } })}
          </label>
        </div>
      )}
    />
  );
}
