// One card of the customer's Text messages section: a mobile number (formatted as typed), the
// moments to be texted at (all ticked until chosen otherwise), and the consent's exact words beside
// an unticked box (agreement is given each time, never assumed). Save sends PUT; "Stop texts" sends
// DELETE. What is wrong, the page's own check or the server's 400, shows under its field, linked to
// it, and the focus moves to the first field at fault.
import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { MessageOrText } from '@shared/coded-message';
import { formatPhone } from '@shared/format';
import { TEXT_CONSENT_MESSAGES } from '@shared/text-messages/text-consent';
import {
  TEXT_MILESTONES,
  toE164UsNumber,
  type TextMilestone,
  type TextSubscriber,
  type TextSubscriptionView,
} from '@shared/text-messages/text-messages';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { companyProfile } from '@/lib/company-profile';
import { failureRefusal } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useSaveCustomerText, useStopCustomerText } from './api';
import { MILESTONE_TEXTS, SUBSCRIBER_TEXTS } from './customer-texts';

const FIELDS = ['phone', 'milestones', 'consent'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, MessageOrText>>;

interface SubscriberCardProps {
  referenceId: string;
  subscriber: TextSubscriber;
  /** What the server keeps for this subscriber; null before they subscribe. */
  saved: TextSubscriptionView | null;
  /** The number to start with when nothing is saved (the request's own phone, on the customer's card). */
  suggestedPhone: string;
}

export function SubscriberCard({ referenceId, subscriber, saved, suggestedPhone }: SubscriberCardProps) {
  const i18n = useI18n();
  const save = useSaveCustomerText(referenceId, subscriber);
  const stop = useStopCustomerText(referenceId, subscriber);
  const [phone, setPhone] = useState(() => formatPhone(saved?.phone ?? suggestedPhone));
  const [milestones, setMilestones] = useState<ReadonlySet<TextMilestone>>(() => new Set(saved?.milestones ?? TEXT_MILESTONES));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<MessageOrText>();
  const headingId = useId();
  const baseId = useId();
  const ids = { phone: `${baseId}-phone`, milestones: `${baseId}-milestones`, consent: `${baseId}-consent` };
  const errorIds = { phone: `${baseId}-phone-error`, milestones: `${baseId}-milestones-error`, consent: `${baseId}-consent-error` };
  const phoneRef = useRef<HTMLInputElement>(null);
  const firstMilestoneRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Shows the errors, then moves the focus to the first field at fault (rendered first, so it is read with its error). */
  function refuse(found: FieldErrors) {
    flushSync(() => setErrors(found));
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) ({ phone: phoneRef, milestones: firstMilestoneRef, consent: consentRef })[first].current?.focus();
  }

  function toggle(milestone: TextMilestone, on: boolean) {
    setMilestones((current) => {
      const next = new Set(current);
      if (on) next.add(milestone);
      else next.delete(milestone);
      return next;
    });
  }

  function ownCheck(): FieldErrors {
    const found: FieldErrors = {};
    if (!toE164UsNumber(phone)) found.phone = i18n._('account.texts.phoneInvalid');
    if (milestones.size === 0) found.milestones = i18n._('account.texts.milestonesNone');
    if (!consent) found.consent = i18n._('account.texts.consentMissing');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found = ownCheck();
    refuse(found);
    if (Object.keys(found).length > 0) return;
    const shownPhone = phone;
    try {
      // In the moments' own order, whatever order they were ticked in.
      await save.mutateAsync({ phone, milestones: TEXT_MILESTONES.filter((milestone) => milestones.has(milestone)), consent: true });
      // Agreement is given for each change: the box is clear again for the next one.
      setConsent(false);
      toast({ title: i18n._('account.texts.saved', { phone: shownPhone }) });
    } catch (refusal) {
      if (refusal instanceof ApiError && refusal.status === 401) return;
      const refused: FieldErrors = {};
      for (const field of FIELDS) {
        const reason = refusedField(refusal, field);
        if (reason !== undefined) refused[field] = reason;
      }
      // A refusal of no field of this card (texts turned off meanwhile, the server unreachable): said above the fields.
      if (Object.keys(refused).length === 0) setFailure(failureRefusal(refusal));
      refuse(refused);
    }
  }

  async function stopTexts() {
    setFailure(undefined);
    try {
      await stop.mutateAsync();
      // The pressed button goes with the subscription: the focus stays in the card, on its heading.
      headingRef.current?.focus();
      toast({ title: i18n._('account.texts.stopped', { phone: formatPhone(saved?.phone ?? phone) }) });
    } catch (refusal) {
      if (refusal instanceof ApiError && refusal.status === 401) return;
      setFailure(failureRefusal(refusal));
    }
  }

  const texts = SUBSCRIBER_TEXTS[subscriber];
  const busy = save.isPending || stop.isPending;
  return (
    <form
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-md border p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="grid gap-1">
        <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg leading-tight font-semibold focus:outline-none">
          {i18n._(texts.title)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {saved ? i18n._('account.texts.current', { phone: formatPhone(saved.phone) }) : i18n._('account.texts.off')}
        </p>
      </div>
      {saved?.optedOut && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{i18n._('account.texts.optedOut')}</p>
      )}
      {failure && <Alert variant="destructive">{shownMessage(i18n, failure)}</Alert>}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.phone}>{i18n._('account.texts.phone')}</Label>
        <p id={`${ids.phone}-hint`} className="text-xs text-muted-foreground">
          {i18n._(texts.hint)}
        </p>
        <Input
          ref={phoneRef}
          id={ids.phone}
          type="tel"
          autoComplete={subscriber === 'customer' ? 'tel-national' : 'off'}
          inputMode="tel"
          // A US number's shape: the same in every language.
          placeholder="(312) 555-0123"
          value={phone}
          maxLength={40}
          onChange={(event) => setPhone(formatPhone(event.target.value))}
          {...errorAria(errorIds.phone, errors.phone)}
          aria-describedby={[`${ids.phone}-hint`, errors.phone && errorIds.phone].filter(Boolean).join(' ')}
        />
        <FieldError id={errorIds.phone} error={errors.phone} />
      </div>
      <fieldset className="grid gap-1" aria-describedby={errors.milestones ? errorIds.milestones : undefined}>
        <legend className="mb-1 text-sm font-medium">{i18n._('account.texts.milestonesLegend')}</legend>
        {TEXT_MILESTONES.map((milestone, index) => (
          <label key={milestone} className="inline-flex min-h-9 items-center gap-3 text-sm">
            <input
              ref={index === 0 ? firstMilestoneRef : undefined}
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={milestones.has(milestone)}
              onChange={(event) => toggle(milestone, event.target.checked)}
              aria-invalid={errors.milestones ? true : undefined}
            />
            {i18n._(MILESTONE_TEXTS[milestone])}
          </label>
        ))}
        <FieldError id={errorIds.milestones} error={errors.milestones} />
      </fieldset>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            ref={consentRef}
            id={ids.consent}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            {...errorAria(errorIds.consent, errors.consent)}
          />
          {/* The exact words the server stores with the subscription (src/shared/text-messages/text-consent.ts). */}
          <Label htmlFor={ids.consent} className="text-sm leading-snug font-normal">
            {i18n._({ ...TEXT_CONSENT_MESSAGES.consent, values: { company: companyProfile.name } })}
          </Label>
        </div>
        <FieldError id={errorIds.consent} error={errors.consent} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {save.isPending ? i18n._('account.texts.saving') : i18n._('account.texts.save')}
        </Button>
        {saved && (
          <Button type="button" variant="outline" disabled={busy} className="w-full sm:w-auto" onClick={() => void stopTexts()}>
            {stop.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {stop.isPending ? i18n._('account.texts.stopping') : i18n._('account.texts.stop')}
          </Button>
        )}
      </div>
    </form>
  );
}
