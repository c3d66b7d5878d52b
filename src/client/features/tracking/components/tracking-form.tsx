// The look-up form: reference ID and e-mail, checked with the same schema the server uses.
import { LoaderCircle, Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { trackingLookupSchema, type TrackingLookup, type TrackingLookupInput } from '@shared/tracking/tracking-lookup';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { codedResolver, fieldErrorMessage } from '@/lib/coded-resolver';

interface TrackingFormProps {
  /** From the link the customer followed (?ref=), so they only type their e-mail. */
  initialReferenceId: string;
  pending: boolean;
  onLookup: (lookup: TrackingLookup) => void;
}

export function TrackingForm({ initialReferenceId, pending, onLookup }: TrackingFormProps) {
  const i18n = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackingLookupInput, unknown, TrackingLookup>({
    resolver: codedResolver(trackingLookupSchema),
    defaultValues: { referenceId: initialReferenceId, email: '' },
  });

  // The schema's messages, each shown in the page's language by its code.
  const referenceIdMessage = fieldErrorMessage(errors.referenceId);
  const emailMessage = fieldErrorMessage(errors.email);
  const referenceIdError = referenceIdMessage && shownMessage(i18n, referenceIdMessage);
  const emailError = emailMessage && shownMessage(i18n, emailMessage);

  return (
    // noValidate: the schema's messages, not the browser's, so both fields explain themselves alike.
    <form noValidate onSubmit={(event) => void handleSubmit(onLookup)(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-reference`}>{i18n._('track.referenceId')}</Label>
          <Input
            id={`${id}-reference`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="SR-XXXX-XXXX-XXXX-XXXX"
            aria-invalid={referenceIdError ? true : undefined}
            aria-describedby={`${id}-reference-hint${referenceIdError ? ` ${id}-reference-error` : ''}`}
            {...register('referenceId')}
          />
          <p id={`${id}-reference-hint`} className="text-xs text-muted-foreground">
            {i18n._('track.form.referenceHint')}
          </p>
          {referenceIdError && (
            <p id={`${id}-reference-error`} className="text-sm font-medium text-destructive">
              {referenceIdError}
            </p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-email`}>{i18n._('track.form.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={i18n._('track.form.emailPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ''}`}
            {...register('email')}
          />
          <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
            {i18n._('track.form.emailHint')}
          </p>
          {emailError && (
            <p id={`${id}-email-error`} className="text-sm font-medium text-destructive">
              {emailError}
            </p>
          )}
        </div>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Search aria-hidden />}
        {pending ? i18n._('track.form.pending') : i18n._('track.form.submit')}
      </Button>
    </form>
  );
}
