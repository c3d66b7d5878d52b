// A labelled native select of fixed options: a filter above a list, or a choice in a small form.
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { optionNamed, type SelectOption } from './select-options';

interface LabelledSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** The chosen option's value, typed as the options are. */
  onChange: (value: Value) => void;
  required?: boolean;
  /** Classes for the field around the label and the select (its place in a grid). */
  className?: string;
}

export function LabelledSelect<Value extends string>(props: LabelledSelectProps<Value>) {
  const { id, label, value, options, onChange, required, className } = props;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        required={required}
        value={value}
        onChange={(event) => {
          const option = optionNamed(options, event.target.value);
          if (option) onChange(option.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
