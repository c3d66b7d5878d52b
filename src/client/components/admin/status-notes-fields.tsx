// The two fields of a status change: the new status and optional internal notes, which go into
// the record's history but never to the customer or applicant.
import { STATUS_NOTES_MAX_LENGTH } from '@shared/admin-lists';
import { ChoiceSelect } from '@/components/form/choice-select';
import type { SelectOption } from '@/components/form/select-options';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface StatusNotesFieldsProps<Status extends string> {
  status: { id: string; label: string; value: Status; options: readonly SelectOption<Status>[]; onChange: (status: Status) => void };
  notes: { id: string; rows: number; placeholder: string; value: string; onChange: (notes: string) => void };
}

export function StatusNotesFields<Status extends string>({ status, notes }: StatusNotesFieldsProps<Status>) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={status.id}>{status.label}</Label>
        <ChoiceSelect id={status.id} value={status.value} options={status.options} onChange={status.onChange} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={notes.id}>Notes (optional)</Label>
        <Textarea
          id={notes.id}
          rows={notes.rows}
          maxLength={STATUS_NOTES_MAX_LENGTH}
          placeholder={notes.placeholder}
          value={notes.value}
          onChange={(event) => notes.onChange(event.target.value)}
        />
      </div>
    </>
  );
}
