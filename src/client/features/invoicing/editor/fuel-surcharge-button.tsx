// "Add fuel surcharge": asks the server for the load's line (the schedule and week in force on the
// pickup date; a percentage schedule applies to the linehaul lines' total) and adds it as a row
// staff may still edit, or says why there is none. Used by the invoice and the quote editors.
import { Fuel, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { LoadSurcharge } from '@shared/invoicing/load-surcharge';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { fetchFuelSurcharge, type SurchargeEditor } from '../api/fuel-surcharge-line';
import type { RowFields } from './draft-row';

interface FuelSurchargeButtonProps {
  requestId: number;
  editor: SurchargeEditor;
  /** The linehaul rows' total as a decimal string, when every one of them is complete. */
  linehaul: string | undefined;
  disabled: boolean;
  onAdd: (fields: RowFields) => void;
}

const PICKUP_FROM: Record<LoadSurcharge['pickupDateFrom'], string> = {
  dispatch: 'the planned pickup date',
  preferred: 'the preferred date',
  today: 'today (no pickup date yet)',
};

export function FuelSurchargeButton({ requestId, editor, linehaul, disabled, onAdd }: FuelSurchargeButtonProps) {
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<string>();

  async function ask() {
    setPending(true);
    setNote(undefined);
    try {
      const answer = await fetchFuelSurcharge(requestId, editor, linehaul);
      const basis = `pickup ${answer.pickupDate}, ${PICKUP_FROM[answer.pickupDateFrom]}`;
      if (answer.kind === 'none') {
        setNote(`No fuel surcharge: ${answer.message} (${basis}).`);
        return;
      }
      onAdd(answer.line);
      setNote(`Fuel surcharge added: diesel $${answer.dieselPrice}, week of ${answer.weekOf} (${basis}). Check it, then save.`);
    } catch (error) {
      setNote(`Could not compute the fuel surcharge: ${failureMessage(error)}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" onClick={() => void ask()} disabled={disabled || pending} aria-busy={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Fuel aria-hidden />}
        Add fuel surcharge
      </Button>
      {/* Announced politely; not a second status region beside the editor's save note. */}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
