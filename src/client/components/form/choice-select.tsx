// A styled (Radix) select of fixed options: the dashboard's filters and status pickers.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { optionNamed, type SelectOption } from './select-options';

interface ChoiceSelectProps<Value extends string> {
  value: Value;
  options: readonly SelectOption<Value>[];
  /** The chosen option's value, typed as the options are. */
  onChange: (value: Value) => void;
  /** The trigger's id, for the <Label> that names it. */
  id?: string;
  /** The trigger's accessible name, where no label names it. */
  label?: string;
  /** Classes for the trigger (its width). */
  className?: string;
}

export function ChoiceSelect<Value extends string>({ value, options, onChange, id, label, className }: ChoiceSelectProps<Value>) {
  return (
    <Select
      value={value}
      onValueChange={(chosen) => {
        const option = optionNamed(options, chosen);
        if (option) onChange(option.value);
      }}
    >
      <SelectTrigger id={id} className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
