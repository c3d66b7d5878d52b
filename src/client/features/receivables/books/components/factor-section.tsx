// The factor factored accounts' invoices are assigned to (decision 078), on the Billing screen: the
// owner records its name, remit-to address, e-mail and phone; accounting reads them. Every factored
// account's invoice then carries the notice of assignment with this remit-to instead of our own
// payment instructions.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { factorInputSchema, type FactorInput, type FactorView } from '@shared/receivables/factoring';
import { formatDateTime } from '@shared/calendar-date';
import { errorAria, FieldError } from '@/components/form/field-error';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { codedResolver, fieldErrorMessage } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useFactor, useSaveFactor } from '../api/books-api';

export function FactorSection() {
  const factor = useFactor();
  const mayRecord = useMayUse('books-settings');
  const factoredAccounts = factor.data?.factoredAccounts ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>Factor</CardTitle>
        <CardDescription>
          A factored account’s invoices are assigned to the factor: they carry its notice of assignment and remit-to address, and customers
          are sent to pay the factor instead of paying us by card, PayPal or transfer.
          {!mayRecord && ' Only the owner can change the factor.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factor.isPending && <PageSpinner />}
        {factor.isError && <Alert variant="destructive">Could not load the factor: {failureMessage(factor.error)}</Alert>}
        {factor.data && (
          <>
            <p className="text-sm">
              {factoredAccounts === 1 ? '1 account is factored.' : `${factoredAccounts} accounts are factored.`}
              {factor.data.factor === null &&
                factoredAccounts > 0 &&
                ' No factor is on file: their invoices ask customers to contact us for where to pay.'}
            </p>
            {mayRecord ? <FactorForm factor={factor.data} /> : <FactorDetails factor={factor.data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FactorDetails({ factor }: { factor: FactorView }) {
  if (!factor.factor) return <p className="text-sm text-muted-foreground">No factor on file.</p>;
  const { name, remitTo, email, phone } = factor.factor;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Name</dt>
      <dd>{name}</dd>
      <dt className="text-muted-foreground">Remit-to address</dt>
      <dd className="whitespace-pre-line">{remitTo}</dd>
      <dt className="text-muted-foreground">E-mail</dt>
      <dd>{email ?? 'None'}</dd>
      <dt className="text-muted-foreground">Phone</dt>
      <dd>{phone ?? 'None'}</dd>
    </dl>
  );
}

const FIELDS = [
  { name: 'factorName', label: 'Name', autoComplete: 'organization' },
  { name: 'email', label: 'E-mail (optional)', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel' },
] as const;

function FactorForm({ factor }: { factor: FactorView }) {
  const id = useId();
  const save = useSaveFactor();
  const onFile = factor.factor;
  const form = useForm<FactorInput>({
    resolver: codedResolver(factorInputSchema, { raw: true }),
    defaultValues: {
      factorName: onFile?.name ?? '',
      remitTo: onFile?.remitTo ?? '',
      email: onFile?.email ?? '',
      phone: onFile?.phone ?? '',
    },
  });
  const { errors } = form.formState;
  const remitToId = `${id}-remit-to`;
  const remitToError = fieldErrorMessage(errors.remitTo);

  const submit = form.handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        const on = saved.factor;
        form.reset({ factorName: on?.name ?? '', remitTo: on?.remitTo ?? '', email: on?.email ?? '', phone: on?.phone ?? '' });
        toast({ title: 'Factor saved', description: 'Factored accounts’ invoices carry this remit-to from now on.' });
      },
      onError: (error) => toast({ title: 'Could not save the factor', description: failureMessage(error), variant: 'destructive' }),
    });
  });

  return (
    <form aria-label="Factor" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = fieldErrorMessage(errors[field.name]);
          return (
            <div key={field.name} className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>{field.label}</Label>
              <Input
                id={fieldId}
                autoComplete={field.autoComplete}
                {...form.register(field.name)}
                {...errorAria(`${fieldId}-error`, error)}
              />
              <FieldError id={`${fieldId}-error`} error={error} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={remitToId}>Remit-to address</Label>
        <Textarea id={remitToId} rows={4} {...form.register('remitTo')} {...errorAria(`${remitToId}-error`, remitToError)} />
        <FieldError id={`${remitToId}-error`} error={remitToError} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save factor'}
        </Button>
        {onFile && (
          <span className="text-sm text-muted-foreground">
            Last changed {formatDateTime(factor.factor?.updatedAt)}
            {factor.factor?.updatedBy && ` by ${factor.factor.updatedBy}`}
          </span>
        )}
      </div>
    </form>
  );
}
