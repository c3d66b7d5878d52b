// The custom date range: a two-month range picker (react-day-picker), loaded with the tab only.
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { MAX_CUSTOM_RANGE_DAYS } from '@shared/analytics/analytics-report';

const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const fromIsoDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/**
 * A day button's name holds the day's number as it shows ("Sunday, November 1, 2026", not the
 * library's "November 1st"): what a voice-control user says to press it is then in its name
 * (WCAG 2.5.3, label in name).
 */
function dayButtonLabel(date: Date, modifiers: Modifiers): string {
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `${modifiers.today ? 'Today, ' : ''}${day}${modifiers.selected ? ', selected' : ''}`;
}

export interface CustomRangePickerProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

export function CustomRangePicker({ from, to, onChange }: CustomRangePickerProps) {
  const selected: DateRange | undefined = from ? { from: fromIsoDate(from), to: to ? fromIsoDate(to) : undefined } : undefined;
  return (
    <div className="rounded-lg border bg-card p-2" data-testid="custom-range-picker">
      <DayPicker
        mode="range"
        labels={{ labelDayButton: dayButtonLabel }}
        numberOfMonths={2}
        max={MAX_CUSTOM_RANGE_DAYS - 1}
        disabled={{ after: new Date() }}
        defaultMonth={selected?.from ?? new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1)}
        selected={selected}
        onSelect={(range) =>
          onChange({ from: range?.from ? toIsoDate(range.from) : undefined, to: range?.to ? toIsoDate(range.to) : undefined })
        }
      />
      <p className="px-2 text-xs text-muted-foreground">Pick the first and the last day. Days are counted in UTC.</p>
    </div>
  );
}
