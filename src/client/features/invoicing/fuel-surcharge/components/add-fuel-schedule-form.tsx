// Add a schedule: its first day, the peg price, the price step, and per step either dollars a mile
// or percentage points of linehaul. The shared schema checks it here first; the server's refusals
// (a schedule already starting that day) land under the field they are about.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FUEL_SURCHARGE_BASES, FUEL_SURCHARGE_BASIS_LABELS } from '@shared/invoicing/fuel-surcharge';
import { newFuelScheduleSchema, type NewFuelSchedule } from '@shared/invoicing/fuel-surcharge-schemas';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { codedResolver, fieldErrorMessage } from '@/lib/coded-resolver';
import { failureMessage } from '@/lib/failure-message';
import { useAddFuelSchedule } from '../api/fuel-surcharge-api';
import { incrementText } from './fuel-schedules-table';
import { fieldRefusalOf } from './server-field-refusal';

const EMPTY: NewFuelSchedule = { effectiveFrom: '', pegPrice: '', priceStep: '', basis: 'per_mile', increment: '' };
const FIELDS = ['effectiveFrom', 'pegPrice', 'priceStep', 'basis', 'increment'] as const;

export function AddFuelScheduleForm() {
  const id = useId();
  const addSchedule = useAddFuelSchedule();
  const form = useForm<NewFuelSchedule>({ resolver: codedResolver(newFuelScheduleSchema, { raw: true }), defaultValues: EMPTY });
  const { errors } = form.formState;

  function showRefusal(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      form.setError('effectiveFrom', { message: error.serverMessage ?? error.message }, { shouldFocus: true });
      return;
    }
    const refusal = fieldRefusalOf(error, FIELDS);
    if (refusal) {
      form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      return;
    }
    toast({ title: 'Could not add the schedule', description: failureMessage(error), variant: 'destructive' });
  }

  const submit = form.handleSubmit((schedule) => {
    addSchedule.mutate(schedule, {
      onSuccess: (added) => {
        toast({
          title: 'Schedule added',
          description: `From ${added.effectiveFrom}: ${incrementText(added)} per step above $${added.pegPrice}.`,
        });
        form.reset(EMPTY);
      },
      onError: showRefusal,
    });
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    error: fieldErrorMessage(errors[name]),
  });
  const effectiveFrom = field('effectiveFrom');
  const pegPrice = field('pegPrice');
  const priceStep = field('priceStep');
  const basis = field('basis');
  const increment = field('increment');

  return (
    <form
      aria-label="Add a fuel surcharge schedule"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={effectiveFrom.id}>In force from</Label>
        <Input
          id={effectiveFrom.id}
          type="date"
          {...form.register('effectiveFrom')}
          {...errorAria(effectiveFrom.errorId, effectiveFrom.error)}
        />
        <FieldError id={effectiveFrom.errorId} error={effectiveFrom.error} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={pegPrice.id}>Peg price ($ a gallon)</Label>
        <Input
          id={pegPrice.id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.250"
          {...form.register('pegPrice')}
          {...errorAria(pegPrice.errorId, pegPrice.error)}
        />
        <FieldError id={pegPrice.errorId} error={pegPrice.error} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={priceStep.id}>Price step ($)</Label>
        <Input
          id={priceStep.id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.05"
          {...form.register('priceStep')}
          {...errorAria(priceStep.errorId, priceStep.error)}
        />
        <FieldError id={priceStep.errorId} error={priceStep.error} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={basis.id}>Charged</Label>
        <NativeSelect id={basis.id} {...form.register('basis')} {...errorAria(basis.errorId, basis.error)}>
          {FUEL_SURCHARGE_BASES.map((value) => (
            <option key={value} value={value}>
              {FUEL_SURCHARGE_BASIS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={basis.errorId} error={basis.error} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={increment.id}>Increment per step</Label>
        <Input
          id={increment.id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.01 or 0.5"
          {...form.register('increment')}
          {...errorAria(increment.errorId, increment.error)}
        />
        <FieldError id={increment.errorId} error={increment.error} />
      </div>
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={addSchedule.isPending}>
          {addSchedule.isPending ? 'Adding...' : 'Add schedule'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-3">
        At or below the peg there is no surcharge; each started step above it adds the increment (a price a tenth of a cent above the peg is
        one step).
      </p>
    </form>
  );
}
