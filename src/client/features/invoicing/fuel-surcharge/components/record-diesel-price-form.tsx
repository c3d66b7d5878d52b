// Record a week's price as published on the EIA's page: the week's Monday and dollars a gallon.
// Typing a week already recorded changes its price (the audit log keeps the one before).
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { recordDieselPriceSchema, type RecordDieselPrice } from '@shared/invoicing/fuel-surcharge-schemas';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { codedResolver, fieldErrorMessage } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useRecordDieselPrice } from '../api/fuel-surcharge-api';
import { fieldRefusalOf } from './server-field-refusal';

const EMPTY: RecordDieselPrice = { weekOf: '', price: '' };
const FIELDS = ['weekOf', 'price'] as const;

const OUTCOME_TITLES = { recorded: 'Price recorded', changed: 'Price changed', unchanged: 'Price unchanged' } as const;

export function RecordDieselPriceForm() {
  const id = useId();
  const recordPrice = useRecordDieselPrice();
  const form = useForm<RecordDieselPrice>({ resolver: codedResolver(recordDieselPriceSchema, { raw: true }), defaultValues: EMPTY });
  const { errors } = form.formState;
  const weekId = `${id}-week`;
  const priceId = `${id}-price`;
  const weekError = fieldErrorMessage(errors.weekOf);
  const priceError = fieldErrorMessage(errors.price);

  const submit = form.handleSubmit((price) => {
    recordPrice.mutate(price, {
      onSuccess: (change) => {
        toast({ title: OUTCOME_TITLES[change.outcome], description: `Week of ${change.price.weekOf}: $${change.price.price} a gallon.` });
        form.reset(EMPTY);
      },
      onError: (error) => {
        const refusal = fieldRefusalOf(error, FIELDS);
        if (refusal) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
        else toast({ title: 'Could not record the price', description: failureMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <form
      aria-label="Record a week's diesel price"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-3"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={weekId}>Week of (a Monday)</Label>
        <Input id={weekId} type="date" {...form.register('weekOf')} {...errorAria(`${weekId}-error`, weekError)} />
        <FieldError id={`${weekId}-error`} error={weekError} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={priceId}>Price ($ a gallon)</Label>
        <Input
          id={priceId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="3.859"
          {...form.register('price')}
          {...errorAria(`${priceId}-error`, priceError)}
        />
        <FieldError id={`${priceId}-error`} error={priceError} />
      </div>
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={recordPrice.isPending}>
          {recordPrice.isPending ? 'Recording...' : 'Record price'}
        </Button>
      </div>
    </form>
  );
}
