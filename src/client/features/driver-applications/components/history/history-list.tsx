// A list of the history that grows on a phone: each entry a fieldset named with its number
// ("Previous address 2"), its own Remove button, and "Add another" under the list. What the list
// as a whole lacks (a hole in the addresses, an unexplained gap) shows under the list.
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { FieldMessage } from '@/components/form/field-message';
import { Button } from '@/components/ui/button';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { useListError, type ListPath } from './list-errors';

interface ListErrorProps {
  /** The list's path in the form, where its schema puts what the whole list lacks. */
  name: ListPath;
  id: string;
}

/** The list's own error (not its entries'): shown at the list, announced when it appears. */
export function ListError({ name, id }: ListErrorProps) {
  const i18n = useI18n();
  const error = useListError(name);
  return <FieldMessage id={id} message={error === undefined ? undefined : shownMessage(i18n, error)} announce />;
}

interface HistoryEntryProps {
  /** The entry's name with its number: "Previous address 2". */
  title: string;
  onRemove: () => void;
  children: ReactNode;
}

export function HistoryEntry({ title, onRemove, children }: HistoryEntryProps) {
  const i18n = useI18n();
  return (
    <fieldset className="grid gap-4 rounded-md border border-dashed p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
      <Button type="button" variant="outline" className="sm:col-span-2 sm:justify-self-start" onClick={onRemove}>
        <Trash2 aria-hidden /> {i18n._('join.history.remove', { entry: title })}
      </Button>
    </fieldset>
  );
}

export function AddEntryButton({ label, onAdd, describedBy }: { label: string; onAdd: () => void; describedBy?: string }) {
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full sm:w-auto sm:justify-self-start"
      onClick={onAdd}
      aria-describedby={describedBy}
    >
      <Plus aria-hidden /> {label}
    </Button>
  );
}
