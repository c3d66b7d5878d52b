// Adding or changing one rate of the catalogue: the rate, and for detention its free minutes, step
// and cap. Adding a customer's rate also asks which accessorial and whose (their e-mail or their
// company, one of the two). The shared schemas check the form as the server will; the server's
// refusals (a duplicate customer rate) stay in the dialog.
import { useId, useState, type FormEvent } from 'react';
import {
  ACCESSORIAL_LABELS,
  DETENTION_STEP_MINUTES,
  customerRateInputSchema,
  rateChangeSchemaFor,
  type AccessorialRate,
} from '@shared/invoicing/accessorial-schemas';
import { ACCESSORIAL_CODES, type AccessorialCode } from '@shared/invoicing/invoice-lines';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useAddCustomerRate, useChangeCustomerRate, useChangeDefaultRate } from '../api/accessorial-catalogue';
import { customerOf, labelOf } from '../rate-words';

type Field = 'code' | 'customerEmail' | 'customerCompany' | 'rate' | 'freeMinutes' | 'stepMinutes' | 'capMinutes';
const FIELDS: readonly Field[] = ['code', 'customerEmail', 'customerCompany', 'rate', 'freeMinutes', 'stepMinutes', 'capMinutes'];

export type RateDialogTarget =
  { kind: 'default'; rate: AccessorialRate } | { kind: 'customer'; rate: AccessorialRate } | { kind: 'new-customer' };

interface RateDialogProps {
  target: RateDialogTarget;
  /** Detention's default terms, to start a new customer's detention rate from. */
  detentionDefault: AccessorialRate | undefined;
  onClose: () => void;
}

const minutesText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A typed number of minutes as the schema reads it: empty is left out, anything else a number (the schema says what is wrong). */
const minutesOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function RateDialog({ target, detentionDefault, onClose }: RateDialogProps) {
  const id = useId();
  const existing = target.kind === 'new-customer' ? undefined : target.rate;
  const [code, setCode] = useState<AccessorialCode>(existing?.code ?? 'detention');
  const [keyKind, setKeyKind] = useState<'email' | 'company'>('email');
  const [customer, setCustomer] = useState('');
  const start = existing ?? (code === 'detention' ? detentionDefault : undefined);
  const [rate, setRate] = useState(existing?.rate ?? '');
  const [freeMinutes, setFreeMinutes] = useState(minutesText(start?.freeMinutes));
  const [stepMinutes, setStepMinutes] = useState(minutesText(start?.stepMinutes ?? 15));
  const [capMinutes, setCapMinutes] = useState(minutesText(start?.capMinutes));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const changeDefault = useChangeDefaultRate();
  const addCustomer = useAddCustomerRate();
  const changeCustomer = useChangeCustomerRate();
  const mutation = target.kind === 'default' ? changeDefault : target.kind === 'customer' ? changeCustomer : addCustomer;
  const refused = (field: Field) => refusedField(mutation.error, field);
  const errorOf = (field: Field) => errors[field] ?? refused(field);
  const serverRefusal = mutation.error && !FIELDS.some((field) => refused(field)) ? failureMessage(mutation.error) : undefined;
  const isDetention = code === 'detention';

  function submit(event: FormEvent) {
    event.preventDefault();
    const priced = {
      rate: rate.trim(),
      ...(isDetention
        ? { freeMinutes: minutesOf(freeMinutes), stepMinutes: minutesOf(stepMinutes), capMinutes: minutesOf(capMinutes) }
        : {}),
    };
    const body =
      target.kind === 'new-customer'
        ? { code, ...(keyKind === 'email' ? { customerEmail: customer } : { customerCompany: customer }), ...priced }
        : priced;
    const parsed = target.kind === 'new-customer' ? customerRateInputSchema.safeParse(body) : rateChangeSchemaFor(code).safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === 'customerEmail' && keyKind === 'company' ? 'customerCompany' : issue.path[0]) as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const done = { onSuccess: onClose };
    if (target.kind === 'default') changeDefault.mutate({ code, change: parsed.data }, done);
    else if (target.kind === 'customer') changeCustomer.mutate({ id: target.rate.id, change: parsed.data }, done);
    else addCustomer.mutate(customerRateInputSchema.parse(body), done);
  }

  const title =
    target.kind === 'default'
      ? `Default rate: ${labelOf(target.rate)}`
      : target.kind === 'customer'
        ? `${labelOf(target.rate)} for ${customerOf(target.rate)}`
        : "Add a customer's rate";
  const customerField = keyKind === 'email' ? 'customerEmail' : 'customerCompany';
  return (
    <FormDialog
      title={title}
      description={
        target.kind === 'new-customer'
          ? 'A rate agreed with one customer replaces the default on their loads.'
          : 'The new rate prices lines proposed from now on.'
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save rate'}
        </Button>
      }
    >
      {target.kind === 'new-customer' && (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-code`}>Accessorial</Label>
            <NativeSelect id={`${id}-code`} value={code} onChange={(event) => setCode(event.target.value as AccessorialCode)}>
              {ACCESSORIAL_CODES.map((option) => (
                <option key={option} value={option}>
                  {ACCESSORIAL_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Customer, by</legend>
            <div className="flex gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-key`} checked={keyKind === 'email'} onChange={() => setKeyKind('email')} />
                Contact e-mail
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-key`} checked={keyKind === 'company'} onChange={() => setKeyKind('company')} />
                Company name
              </label>
            </div>
            <Label htmlFor={`${id}-customer`}>{keyKind === 'email' ? 'Contact e-mail' : 'Company name'}</Label>
            <Input
              id={`${id}-customer`}
              type={keyKind === 'email' ? 'email' : 'text'}
              value={customer}
              onChange={(event) => setCustomer(event.target.value)}
              {...errorAria(`${id}-customer-error`, errorOf(customerField))}
            />
            <FieldError id={`${id}-customer-error`} error={errorOf(customerField)} />
          </fieldset>
        </>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-rate`}>{isDetention ? 'Rate per hour (US$)' : 'Rate (US$)'}</Label>
        <Input
          id={`${id}-rate`}
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          {...errorAria(`${id}-rate-error`, errorOf('rate'))}
        />
        <FieldError id={`${id}-rate-error`} error={errorOf('rate')} />
      </div>
      {isDetention && (
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-free`}>Free minutes</Label>
            <Input
              id={`${id}-free`}
              inputMode="numeric"
              value={freeMinutes}
              onChange={(event) => setFreeMinutes(event.target.value)}
              {...errorAria(`${id}-free-error`, errorOf('freeMinutes'))}
            />
            <FieldError id={`${id}-free-error`} error={errorOf('freeMinutes')} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-step`}>Step (minutes)</Label>
            <NativeSelect
              id={`${id}-step`}
              value={stepMinutes}
              onChange={(event) => setStepMinutes(event.target.value)}
              {...errorAria(`${id}-step-error`, errorOf('stepMinutes'))}
            >
              {DETENTION_STEP_MINUTES.map((step) => (
                <option key={step} value={step}>
                  {step}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-step-error`} error={errorOf('stepMinutes')} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-cap`}>Cap (minutes)</Label>
            <Input
              id={`${id}-cap`}
              inputMode="numeric"
              value={capMinutes}
              onChange={(event) => setCapMinutes(event.target.value)}
              {...errorAria(`${id}-cap-error`, errorOf('capMinutes'))}
            />
            <FieldError id={`${id}-cap-error`} error={errorOf('capMinutes')} />
          </div>
        </div>
      )}
      {serverRefusal && <Alert variant="destructive">{serverRefusal}</Alert>}
    </FormDialog>
  );
}
