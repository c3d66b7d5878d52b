// Operations record a customer's or a delivery contact's agreement to texts given by phone: the
// number, the moments, and a box saying the person agreed to the consent's words, which the dialog
// shows as they are stored. The server's refusal of a field shows under it.
import { useId, useState, type FormEvent } from 'react';
import { formatPhone } from '@shared/format';
import { LOCALES, type Locale } from '@shared/i18n';
import { TEXT_CONSENT_MESSAGES } from '@shared/text-messages/text-consent';
import {
  TEXT_MILESTONES,
  toE164UsNumber,
  type TextMilestone,
  type TextSubscriber,
  type TextSubscriptionView,
} from '@shared/text-messages/text-messages';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldMessage } from '@/components/form/field-message';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { companyProfile } from '@/lib/company-profile';
import { failureMessage } from '@/lib/failure-message';
import { refusedFieldText } from '@/lib/refused-field';
import { useSaveOfficeText } from './api';
import { MILESTONE_LABELS, RECIPIENT_LABELS } from './office-text-labels';

type Field = 'phone' | 'milestones' | 'consent';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The consent's words as the English page shows them, with the company's name. */
const CONSENT_WORDS = TEXT_CONSENT_MESSAGES.consent.message.replace('{company}', companyProfile.name);

interface RecordConsentDialogProps {
  requestId: number;
  subscriber: TextSubscriber;
  saved: TextSubscriptionView | null;
  onClose: () => void;
}

export function RecordConsentDialog({ requestId, subscriber, saved, onClose }: RecordConsentDialogProps) {
  const save = useSaveOfficeText(requestId);
  const [phone, setPhone] = useState(() => formatPhone(saved?.phone ?? ''));
  const [milestones, setMilestones] = useState<ReadonlySet<TextMilestone>>(() => new Set(saved?.milestones ?? TEXT_MILESTONES));
  const [language, setLanguage] = useState<Locale>(saved?.language ?? 'en');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const baseId = useId();
  const ids = { phone: `${baseId}-phone`, language: `${baseId}-language`, consent: `${baseId}-consent` };
  const errorIds = { phone: `${baseId}-phone-error`, milestones: `${baseId}-milestones-error`, consent: `${baseId}-consent-error` };

  function toggle(milestone: TextMilestone, on: boolean) {
    setMilestones((current) => {
      const next = new Set(current);
      if (on) next.add(milestone);
      else next.delete(milestone);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found: Partial<Record<Field, string>> = {};
    if (!toE164UsNumber(phone)) found.phone = 'Enter a 10-digit US mobile number.';
    if (milestones.size === 0) found.milestones = 'Choose at least one moment.';
    if (!consent) found.consent = 'Tick the box once the person has agreed to these words.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        subscriber,
        input: { phone, milestones: TEXT_MILESTONES.filter((milestone) => milestones.has(milestone)), consent: true, language },
      });
      toast({ title: `Texts saved for the ${RECIPIENT_LABELS[subscriber].toLowerCase()}` });
      onClose();
    } catch (refusal) {
      const refused: Partial<Record<Field, string>> = {};
      for (const field of ['phone', 'milestones', 'consent'] as const) {
        const reason = refusedFieldText(refusal, field);
        if (reason !== undefined) refused[field] = reason;
      }
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureMessage(refusal));
    }
  }

  return (
    <FormDialog
      title={`Record consent to texts: ${RECIPIENT_LABELS[subscriber]}`}
      description="For a person who agreed by phone. Read them the words below before you tick the box."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save consent'}
        </Button>
      }
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.phone}>Mobile number</Label>
        <Input
          id={ids.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          maxLength={40}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
          {...errorAria(errorIds.phone, errors.phone)}
        />
        <FieldMessage id={errorIds.phone} message={errors.phone} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.language}>Language of the texts</Label>
        <NativeSelect id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-1" aria-describedby={errors.milestones ? errorIds.milestones : undefined}>
        <legend className="mb-1 text-sm font-medium">Text at</legend>
        {TEXT_MILESTONES.map((milestone) => (
          <label key={milestone} className="inline-flex min-h-8 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={milestones.has(milestone)}
              onChange={(event) => toggle(milestone, event.target.checked)}
            />
            {MILESTONE_LABELS[milestone]}
          </label>
        ))}
        <FieldMessage id={errorIds.milestones} message={errors.milestones} />
      </fieldset>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            id={ids.consent}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            {...errorAria(errorIds.consent, errors.consent)}
          />
          <Label htmlFor={ids.consent} className="text-sm leading-snug font-normal">
            The person agreed by phone to: “{CONSENT_WORDS}”
          </Label>
        </div>
        <FieldMessage id={errorIds.consent} message={errors.consent} />
      </div>
    </FormDialog>
  );
}
