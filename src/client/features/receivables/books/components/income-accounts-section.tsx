// The income account each kind of charge is booked to (decision 077), on the Billing screen. The
// owner chooses them once (a field per kind, the default filled in until then); accounting reads
// them. The accounting export books every line of a kind to its account.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { LINE_KIND_MESSAGES } from '@shared/labels/invoice-labels';
import { LINE_KINDS } from '@shared/invoicing/invoice-lines';
import {
  CASH_ACCOUNT,
  RECEIVABLES_ACCOUNT,
  incomeAccountsInputSchema,
  type IncomeAccount,
  type IncomeAccountsInput,
} from '@shared/receivables/books';
import { errorAria, FieldError } from '@/components/form/field-error';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { codedResolver, fieldErrorMessage } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useIncomeAccounts, useSaveIncomeAccounts } from '../api/books-api';

export function IncomeAccountsSection() {
  const accounts = useIncomeAccounts();
  const mayChoose = useMayUse('books-settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>Income accounts</CardTitle>
        <CardDescription>
          The accounting export books each kind of charge to its income account, against {RECEIVABLES_ACCOUNT}; money received goes to{' '}
          {CASH_ACCOUNT}. Use the names your chart of accounts has (Parent:Child for a sub-account).
          {!mayChoose && ' Only the owner can change them.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {accounts.isPending && <PageSpinner />}
        {accounts.isError && <Alert variant="destructive">Could not load the income accounts: {failureMessage(accounts.error)}</Alert>}
        {accounts.data &&
          (mayChoose ? <IncomeAccountsForm accounts={accounts.data.items} /> : <IncomeAccountsList accounts={accounts.data.items} />)}
      </CardContent>
    </Card>
  );
}

function IncomeAccountsList({ accounts }: { accounts: readonly IncomeAccount[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {accounts.map((account) => (
        <div key={account.kind} className="contents">
          <dt className="text-muted-foreground">{LINE_KIND_MESSAGES[account.kind].message}</dt>
          <dd>
            {account.accountName}
            {account.isDefault && <span className="text-muted-foreground"> (default)</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function IncomeAccountsForm({ accounts }: { accounts: readonly IncomeAccount[] }) {
  const id = useId();
  const save = useSaveIncomeAccounts();
  const current = Object.fromEntries(accounts.map((account) => [account.kind, account.accountName])) as IncomeAccountsInput;
  const form = useForm<IncomeAccountsInput>({ resolver: codedResolver(incomeAccountsInputSchema, { raw: true }), defaultValues: current });
  const { errors } = form.formState;
  const isDefault = new Set(accounts.filter((account) => account.isDefault).map((account) => account.kind));

  const submit = form.handleSubmit((chosen) => {
    save.mutate(chosen, {
      onSuccess: (saved) => {
        form.reset(Object.fromEntries(saved.items.map((account) => [account.kind, account.accountName])));
        toast({ title: 'Income accounts saved', description: 'The accounting export books each kind to these accounts.' });
      },
      onError: (error) =>
        toast({ title: 'Could not save the income accounts', description: failureMessage(error), variant: 'destructive' }),
    });
  });

  return (
    <form aria-label="Income accounts" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {LINE_KINDS.map((kind) => {
          const fieldId = `${id}-${kind}`;
          const error = fieldErrorMessage(errors[kind]);
          return (
            <div key={kind} className="flex flex-col gap-2">
              <Label htmlFor={fieldId}>
                {LINE_KIND_MESSAGES[kind].message}
                {isDefault.has(kind) && <span className="font-normal text-muted-foreground"> (default)</span>}
              </Label>
              <Input id={fieldId} autoComplete="off" {...form.register(kind)} {...errorAria(`${fieldId}-error`, error)} />
              <FieldError id={`${fieldId}-error`} error={error} />
            </div>
          );
        })}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save income accounts'}
        </Button>
      </div>
    </form>
  );
}
