// "Make rate confirmation": what the broker's request lacks (a broker's addresses are 'TBD'):
// each stop's city, state and ZIP (street optional) with an appointment or a date, the equipment,
// commodity and weight, prefilled from the request and its assignment. The price is not asked:
// the server takes the accepted quote's lines. The server checks the fields (the shared schema) and
// its refusal shows here: the dialog carries no schema of its own (every lazy chunk's name is in
// the first download of every page, and the home page's budget has no room for another).
import { useId, useState, type FormEvent } from 'react';
import type { MakeRateConfirmation, RateConfirmationPrefill } from '@shared/rate-confirmations/rate-confirmation-schemas';
import { US_STATES } from '@shared/us-states';
import { FormDialog } from '@/components/admin/form-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { useMakeRateConfirmation, useRateConfirmationPrefill } from './api';

interface StopFields {
  address: string;
  city: string;
  state: string;
  zip: string;
  /** datetime-local, in this browser's zone. */
  appointment: string;
  date: string;
}

interface Fields {
  pickup: StopFields;
  delivery: StopFields;
  equipment: string;
  commodity: string;
  weight: string;
}

function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function fieldsOf(prefill: RateConfirmationPrefill): Fields {
  const stop = (value: RateConfirmationPrefill['pickup']): StopFields => ({
    address: value.address ?? '',
    city: value.city,
    state: value.state,
    zip: value.zip,
    appointment: localInputOf(value.appointmentAt),
    date: value.date ?? '',
  });
  return {
    pickup: stop(prefill.pickup),
    delivery: stop(prefill.delivery),
    equipment: prefill.equipment,
    commodity: prefill.commodity,
    weight: prefill.weightLbs === null ? '' : String(prefill.weightLbs),
  };
}

function bodyOf(fields: Fields): MakeRateConfirmation {
  const stop = (value: StopFields) => {
    const at = value.appointment ? new Date(value.appointment) : undefined;
    return {
      address: value.address,
      city: value.city,
      state: value.state as MakeRateConfirmation['pickup']['state'],
      zip: value.zip,
      appointmentAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : null,
      date: value.date || null,
    };
  };
  return {
    pickup: stop(fields.pickup),
    delivery: stop(fields.delivery),
    equipment: fields.equipment,
    commodity: fields.commodity,
    weightLbs: fields.weight.trim() ? Number(fields.weight) : null,
  };
}

export function MakeRateConfirmationDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const prefill = useRateConfirmationPrefill(requestId);
  if (prefill.isPending) return null;
  if (prefill.isError) {
    return (
      <FormDialog
        title="Make rate confirmation"
        description={failureMessage(prefill.error)}
        onSubmit={onClose}
        onClose={onClose}
        submitButton={null}
      >
        {null}
      </FormDialog>
    );
  }
  return <MakeForm requestId={requestId} initial={fieldsOf(prefill.data)} onClose={onClose} />;
}

function MakeForm({ requestId, initial, onClose }: { requestId: number; initial: Fields; onClose: () => void }) {
  const make = useMakeRateConfirmation(requestId);
  const [fields, setFields] = useState(initial);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    make.mutate(bodyOf(fields), {
      onSuccess: (made) => {
        toast({ title: `Rate confirmation version ${made.version} made`, description: 'The broker was e-mailed a link to sign it.' });
        onClose();
      },
    });
  }

  const stopFields = (side: 'pickup' | 'delivery', label: string) => {
    const value = fields[side];
    const set = (change: Partial<StopFields>) => setFields((current) => ({ ...current, [side]: { ...current[side], ...change } }));
    const fieldId = (name: string) => `${id}-${side}-${name}`;
    return (
      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        <Label htmlFor={fieldId('address')}>Street address (optional)</Label>
        <Input id={fieldId('address')} maxLength={200} value={value.address} onChange={(event) => set({ address: event.target.value })} />
        <div className="grid gap-2 sm:grid-cols-[1fr_6rem_7rem]">
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId('city')}>City</Label>
            <Input id={fieldId('city')} maxLength={100} value={value.city} onChange={(event) => set({ city: event.target.value })} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId('state')}>State</Label>
            <NativeSelect id={fieldId('state')} value={value.state} onChange={(event) => set({ state: event.target.value })}>
              <option value="">-</option>
              {US_STATES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId('zip')}>ZIP</Label>
            <Input
              id={fieldId('zip')}
              inputMode="numeric"
              maxLength={10}
              value={value.zip}
              onChange={(event) => set({ zip: event.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId('appointment')}>Appointment</Label>
            <Input
              id={fieldId('appointment')}
              type="datetime-local"
              value={value.appointment}
              onChange={(event) => set({ appointment: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId('date')}>Or date</Label>
            <Input id={fieldId('date')} type="date" value={value.date} onChange={(event) => set({ date: event.target.value })} />
          </div>
        </div>
      </fieldset>
    );
  };

  return (
    <FormDialog
      title="Make rate confirmation"
      description="The rate, its lines, detention and payment terms come from the accepted quote, the catalogue and the account. The broker is e-mailed a link to sign; a version still waiting is replaced."
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? 'Making...' : 'Make and send'}
        </Button>
      }
    >
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
        {stopFields('pickup', 'Pickup')}
        {stopFields('delivery', 'Delivery')}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-equipment`}>Equipment</Label>
          <Input
            id={`${id}-equipment`}
            maxLength={200}
            value={fields.equipment}
            onChange={(event) => setFields({ ...fields, equipment: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-commodity`}>Commodity</Label>
          <Input
            id={`${id}-commodity`}
            maxLength={200}
            value={fields.commodity}
            onChange={(event) => setFields({ ...fields, commodity: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-weight`}>Weight, lb (optional)</Label>
          <Input
            id={`${id}-weight`}
            inputMode="numeric"
            value={fields.weight}
            onChange={(event) => setFields({ ...fields, weight: event.target.value })}
          />
        </div>
      </div>
      {make.error && <Alert variant="destructive">{failureMessage(make.error)}</Alert>}
    </FormDialog>
  );
}
