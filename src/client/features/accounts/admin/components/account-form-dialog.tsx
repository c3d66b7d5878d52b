// A new account, or an account's fields changed: name, terms, credit limit, language, factored,
// reminders paused, the reminder days and notes. The shared schemas check the form as the server
// will; the server's refusals stay in the dialog under their field, or above the buttons.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { accountChangeSchema, newAccountSchema, PAYMENT_TERMS_LABELS, type AccountDetail } from '@shared/accounts/account-schemas';
import { DEFAULT_REMINDER_OFFSETS, PAYMENT_TERMS, type PaymentTerms } from '@shared/accounts/accounts';
import { LOCALE_ENGLISH_NAMES, LOCALES, type Locale } from '@shared/i18n';
import { FormDialog } from '@/components/admin/form-dialog';
import { DollarInput } from '@/components/form/dollar-input';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/failure-message';
import { refusedFieldText } from '@/lib/refused-field';
import { useChangeAccount, useCreateAccount } from '../../api/accounts';

type Field = 'name' | 'terms' | 'creditLimit' | 'language' | 'reminderOffsets' | 'notes';
const FIELDS: readonly Field[] = ['name', 'terms', 'creditLimit', 'language', 'reminderOffsets', 'notes'];
const DAYS_FORMAT = 'Write whole days, like -3, 1, 15, 30 (negative: before the due day)';

interface AccountFormDialogProps {
  /** The account to change; without it, a new one. */
  account?: AccountDetail;
  onClose: () => void;
  onSaved?: (account: AccountDetail) => void;
}

/** "-3, 1, 15, 30" as days, or undefined when a part is no whole number. */
function daysOf(text: string): number[] | undefined {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const days = parts.map(Number);
  return days.every((day) => Number.isInteger(day)) ? days : undefined;
}

export function AccountFormDialog({ account, onClose, onSaved }: AccountFormDialogProps) {
  const id = useId();
  const [name, setName] = useState(account?.name ?? '');
  const [terms, setTerms] = useState<PaymentTerms>(account?.terms ?? 'due_on_receipt');
  const [creditLimit, setCreditLimit] = useState(account?.creditLimit ?? '');
  const [language, setLanguage] = useState<Locale>(account?.language ?? 'en');
  const [factored, setFactored] = useState(account?.factored ?? false);
  const [remindersPaused, setRemindersPaused] = useState(account?.remindersPaused ?? false);
  const [reminderDays, setReminderDays] = useState((account?.reminderOffsets ?? DEFAULT_REMINDER_OFFSETS).join(', '));
  const [notes, setNotes] = useState(account?.notes ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const create = useCreateAccount();
  const change = useChangeAccount(account?.id ?? 0);
  const mutation = account ? change : create;
  const errorOf = (field: Field) => errors[field] ?? refusedFieldText(mutation.error, field);
  const serverRefusal =
    mutation.error && !FIELDS.some((field) => refusedFieldText(mutation.error, field)) ? failureMessage(mutation.error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const days = daysOf(reminderDays);
    if (!days) {
      setErrors({ reminderOffsets: DAYS_FORMAT });
      return;
    }
    const body = {
      name,
      terms,
      creditLimit: creditLimit.trim() === '' ? null : creditLimit,
      language,
      factored,
      remindersPaused,
      reminderOffsets: days,
      notes: notes.trim() === '' ? null : notes,
    };
    const parsed = account ? accountChangeSchema.safeParse(body) : newAccountSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(body, { onSuccess: (saved) => (onSaved ? onSaved(saved) : onClose()) });
  }

  const field = (key: Field, label: string, control: (aria: ReturnType<typeof errorAria>) => ReactNode, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      {control(errorAria(`${id}-${key}-error`, errorOf(key)))}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={`${id}-${key}-error`} error={errorOf(key)} />
    </div>
  );

  return (
    <FormDialog
      title={account ? `Edit ${account.name}` : 'New account'}
      description={
        account
          ? 'New terms apply to invoices sent from now on; invoices already sent keep theirs.'
          : 'A customer company that buys on terms. Add its billing contacts and domains once it is saved.'
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : account ? 'Save changes' : 'Create account'}
        </Button>
      }
    >
      <div className="grid max-h-[60vh] gap-4 overflow-y-auto pr-1 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {field('name', 'Company name', (aria) => (
            <Input id={`${id}-name`} name="name" value={name} onChange={(event) => setName(event.target.value)} {...aria} />
          ))}
        </div>
        {field('terms', 'Payment terms', (aria) => (
          <NativeSelect
            id={`${id}-terms`}
            name="terms"
            value={terms}
            onChange={(event) => setTerms(event.target.value as PaymentTerms)}
            {...aria}
          >
            {PAYMENT_TERMS.map((option) => (
              <option key={option} value={option}>
                {PAYMENT_TERMS_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        ))}
        {field(
          'creditLimit',
          'Credit limit (USD)',
          (aria) => (
            <DollarInput
              id={`${id}-creditLimit`}
              name="creditLimit"
              value={creditLimit}
              onChange={(event) => setCreditLimit(event.target.value)}
              {...aria}
            />
          ),
          'Empty: no limit. Past it, quotes and invoices warn before they are confirmed.',
        )}
        {field('language', 'Language of statements and reminders', (aria) => (
          <NativeSelect
            id={`${id}-language`}
            name="language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            {...aria}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option}>
                {LOCALE_ENGLISH_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        ))}
        {field(
          'reminderOffsets',
          'Reminder days',
          (aria) => (
            <Input
              id={`${id}-reminderOffsets`}
              name="reminderOffsets"
              value={reminderDays}
              onChange={(event) => setReminderDays(event.target.value)}
              {...aria}
            />
          ),
          'Days from the due day: -3 is three days before, 30 a month after (the last is the final notice).',
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="factored" checked={factored} onChange={(event) => setFactored(event.target.checked)} />
          Invoices are factored (paid to the factor)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="remindersPaused"
            checked={remindersPaused}
            onChange={(event) => setRemindersPaused(event.target.checked)}
          />
          Pause payment reminders
        </label>
        <div className="sm:col-span-2">
          {field('notes', 'Notes (internal)', (aria) => (
            <Textarea id={`${id}-notes`} name="notes" value={notes} onChange={(event) => setNotes(event.target.value)} {...aria} />
          ))}
        </div>
      </div>
      {serverRefusal && <Alert variant="destructive">{serverRefusal}</Alert>}
    </FormDialog>
  );
}
