// The Audit Log's filters: who, which action, which record, which days. They are typed first and
// sent with Apply (a million events are not searched on every keystroke); Clear shows everything.
// The form starts from the address's filters each time they change (Back, a bookmark).
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES } from '@shared/audit/audit';
import { LabelledInput } from '@/components/form/labelled-input';
import { LabelledSelect } from '@/components/form/labelled-select';
import { labelledOptions, type SelectOption } from '@/components/form/select-options';
import { Button } from '@/components/ui/button';
import { useTeamMembers } from '../api/team-members';
import type { AuditLogFilters } from '../audit-log-address';
import { RECORD_TYPE_LABELS } from '../audit-log-labels';
import { draftOf, filtersOf, type FilterDraft, type WhoChoice } from '../filter-draft';

const ACTION_OPTIONS: SelectOption[] = [{ value: '', label: 'All actions' }, ...labelledOptions(AUDIT_ACTIONS, AUDIT_ACTION_LABELS)];
const RECORD_TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any record' },
  ...labelledOptions(AUDIT_RECORD_TYPES, RECORD_TYPE_LABELS),
];
const KIND_OPTIONS: SelectOption<WhoChoice>[] = [
  { value: '', label: 'Anyone' },
  { value: 'kind:member', label: 'Any team member' },
  { value: 'kind:customer', label: 'Customers' },
  { value: 'kind:system', label: 'System' },
];
const NOTE_ID = 'audit-filters-note';

interface AuditLogFiltersProps {
  applied: AuditLogFilters;
  onApply: (filters: AuditLogFilters) => void;
  onClear: () => void;
}

export function AuditLogFilters({ applied, onApply, onClear }: AuditLogFiltersProps) {
  const members = useTeamMembers();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(applied));
  const [error, setError] = useState<string>();
  // Without the team list, a member is chosen by typing their id.
  const typedMember = members.isError;
  const set = (changes: Partial<FilterDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setError(undefined);
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    const result = filtersOf(draft, typedMember);
    if ('error' in result) setError(result.error);
    else onApply(result.filters);
  }

  const whoOptions: SelectOption<WhoChoice>[] = [...KIND_OPTIONS, ...memberOptions(members.data ?? [], draft.who)];
  return (
    <form onSubmit={apply} aria-label="Audit log filters" className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <LabelledSelect
          id="audit-who"
          label="Who"
          className="col-span-2 sm:col-span-1"
          value={draft.who}
          options={whoOptions}
          onChange={(who) => set({ who })}
        />
        {typedMember && (
          <LabelledInput
            id="audit-member-id"
            label="Member ID"
            className="col-span-2 sm:col-span-1"
            inputMode="numeric"
            value={draft.memberId}
            onChange={(event) => set({ memberId: event.target.value })}
            aria-describedby={NOTE_ID}
          />
        )}
        <LabelledSelect
          id="audit-action"
          label="Action"
          className="col-span-2 sm:col-span-1"
          value={draft.action}
          options={ACTION_OPTIONS}
          onChange={(action) => set({ action })}
        />
        <LabelledSelect
          id="audit-record-type"
          label="Record type"
          value={draft.recordType}
          options={RECORD_TYPE_OPTIONS}
          // A record id means nothing without its type (payments and requests both have id 12).
          onChange={(recordType) => set(recordType ? { recordType } : { recordType, recordId: '' })}
        />
        <LabelledInput
          id="audit-record-id"
          label="Record ID"
          className="min-w-0"
          maxLength={64}
          disabled={!draft.recordType}
          value={draft.recordId}
          onChange={(event) => set({ recordId: event.target.value })}
        />
        <LabelledInput
          id="audit-from"
          label="From (UTC)"
          className="min-w-0"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          aria-describedby={NOTE_ID}
        />
        <LabelledInput
          id="audit-to"
          label="To (UTC)"
          className="min-w-0"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          aria-describedby={NOTE_ID}
        />
        {/* Beside the dates on a wide screen: two rows of filters, then the events. */}
        <div className="col-span-2 flex flex-wrap items-end gap-2">
          <Button type="submit">Apply</Button>
          <Button variant="outline" onClick={onClear}>
            Clear
          </Button>
        </div>
      </div>
      <p id={NOTE_ID} role={error ? 'alert' : undefined} className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {error ?? filtersNote(typedMember)}
      </p>
    </form>
  );
}

function filtersNote(typedMember: boolean): string {
  const days = 'Days are counted in UTC and include both ends; leave either empty for no limit.';
  return typedMember ? `The team list could not be loaded: type a member's ID to see what they did. ${days}` : days;
}

/** Each member by e-mail; a member the address names who is not listed (the list failed) by id. */
function memberOptions(members: readonly { id: number; email: string }[], chosen: WhoChoice): SelectOption<WhoChoice>[] {
  const options = members.map((member): SelectOption<WhoChoice> => ({ value: `member:${member.id}`, label: member.email }));
  if (chosen.startsWith('member:') && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: `Member #${chosen.slice('member:'.length)}` });
  }
  return options;
}
