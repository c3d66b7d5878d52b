// Declining a quote asks why (required: the reason is what lets us revise it), checked with the
// schema the server uses. A reason the server refuses stays in the dialog, under the field; any
// other refusal (the quote moved on meanwhile) is the section's to show, so the dialog hands it
// back and closes.
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { quoteDeclineSchema, type QuoteDecline } from '@shared/customer-portal/customer-portal';
import { formatUsd } from '@shared/money-format';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { codedResolver, fieldErrorMessage, refusedFieldError } from '@/lib/coded-resolver';
import { refusedField } from '@/lib/refused-field';

interface DeclineQuoteDialogProps {
  referenceId: string;
  amount: string;
  /** Sends the answer; rejects with what went wrong. */
  onDecline: (decline: QuoteDecline) => Promise<unknown>;
  /** The dialog is done: declined (no failure) or refused in a way the section shows. */
  onClose: (failure?: unknown) => void;
}

const MAX_REASON_LENGTH = 1000;

export function DeclineQuoteDialog({ referenceId, amount, onDecline, onClose }: DeclineQuoteDialogProps) {
  const i18n = useI18n();
  const locale = useLocale();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteDecline, unknown, QuoteDecline>({ resolver: codedResolver(quoteDeclineSchema), defaultValues: { reason: '' } });
  // The schema's or the server's words with their code, shown in the page's language.
  const reasonError = fieldErrorMessage(errors.reason);

  async function decline(values: QuoteDecline) {
    try {
      await onDecline(values);
      onClose();
    } catch (failure) {
      const refusedReason = refusedField(failure, 'reason');
      if (refusedReason) setError('reason', refusedFieldError(refusedReason), { shouldFocus: true });
      else onClose(failure);
    }
  }

  return (
    <FormDialog
      title={i18n._('account.decline.title')}
      description={i18n._('account.decline.description', { amount: formatUsd(amount, locale), referenceId })}
      // noValidate: the schema's message, not the browser's.
      noValidate
      onSubmit={(event) => void handleSubmit(decline)(event)}
      onClose={() => !isSubmitting && onClose()}
      submitButton={
        <Button type="submit" variant="destructive" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
          {isSubmitting ? i18n._('account.decline.declining') : i18n._('account.quote.decline')}
        </Button>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>{i18n._('account.decline.reason')}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={MAX_REASON_LENGTH}
          {...errorAria(`${id}-reason-error`, reasonError)}
          {...register('reason')}
        />
        <FieldError id={`${id}-reason-error`} error={reasonError} />
      </div>
    </FormDialog>
  );
}
