// "Over, short or damaged?" on the proof of delivery (issue 39): none, or lines the receiver
// notes (what: over, short or damaged; how many pieces; their words), and up to six photos of it.
// Every control is glove-sized; each line reads as its own group for a screen reader.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  DELIVERY_EXCEPTION_KINDS,
  EXCEPTION_PHOTO_RULES,
  MAX_DELIVERY_EXCEPTIONS,
  MAX_EXCEPTION_NOTE_LENGTH,
  type DeliveryException,
  type DeliveryExceptionKind,
} from '@shared/dispatch/delivery-exceptions';
import { FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';
import { PhotoPicker } from './photo-picker';

/** A line as typed: the pieces stay text until the form is sent. */
export interface ExceptionLineDraft {
  kind: DeliveryExceptionKind;
  pieces: string;
  note: string;
}

/** The lines as the server takes them, or undefined when one is not complete (pieces a whole number ≥ 1, a note). */
export function checkedExceptions(lines: readonly ExceptionLineDraft[]): DeliveryException[] | undefined {
  const checked = lines.map((line) => ({ kind: line.kind, pieces: Number(line.pieces.trim()), note: line.note.trim() }));
  const complete = lines.every((line) => /^\d{1,6}$/.test(line.pieces.trim())) && checked.every((line) => line.pieces >= 1 && line.note);
  return complete ? checked : undefined;
}

export interface ExceptionLinesProps {
  lines: ExceptionLineDraft[];
  onLinesChange: (lines: ExceptionLineDraft[]) => void;
  photos: File[];
  onPhotosChange: (photos: File[]) => void;
  error?: string | undefined;
}

export function ExceptionLines({ lines, onLinesChange, photos, onPhotosChange, error }: ExceptionLinesProps) {
  const i18n = useI18n();
  const id = useId();
  const kindLabel = (kind: DeliveryExceptionKind) =>
    kind === 'over'
      ? i18n._('driver.exceptions.over')
      : kind === 'short'
        ? i18n._('driver.exceptions.short')
        : i18n._('driver.exceptions.damaged');

  function change(index: number, patch: Partial<ExceptionLineDraft>) {
    onLinesChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  }

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-lg font-medium">{i18n._('driver.exceptions.title')}</legend>
      {lines.length === 0 && <p className="text-base text-muted-foreground">{i18n._('driver.exceptions.none')}</p>}
      {lines.map((line, index) => (
        <fieldset key={index} className="flex flex-col gap-3 rounded-lg border-2 p-4">
          <legend className="px-1 text-base font-semibold">{i18n._('driver.exceptions.line', { number: index + 1 })}</legend>
          <div className="flex flex-col gap-2" role="radiogroup" aria-label={i18n._('driver.exceptions.kind')}>
            {DELIVERY_EXCEPTION_KINDS.map((kind) => (
              <label
                key={kind}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-4 rounded-lg border-2 px-4 py-3 text-lg',
                  line.kind === kind ? 'border-primary bg-blue-50 font-semibold' : 'border-input',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-kind-${index}`}
                  value={kind}
                  checked={line.kind === kind}
                  onChange={() => change(index, { kind })}
                  className="size-6"
                />
                {kindLabel(kind)}
              </label>
            ))}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-pieces-${index}`} className="text-lg">
              {i18n._('driver.exceptions.pieces')}
            </Label>
            <Input
              id={`${id}-pieces-${index}`}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={6}
              className={BIG_INPUT}
              value={line.pieces}
              onChange={(event) => change(index, { pieces: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-note-${index}`} className="text-lg">
              {i18n._('driver.exceptions.note')}
            </Label>
            <Textarea
              id={`${id}-note-${index}`}
              rows={3}
              className="text-lg"
              maxLength={MAX_EXCEPTION_NOTE_LENGTH}
              value={line.note}
              onChange={(event) => change(index, { note: event.target.value })}
            />
          </div>
          <Button variant="outline" className={BIG_BUTTON} onClick={() => onLinesChange(lines.filter((_, at) => at !== index))}>
            <Trash2 aria-hidden />
            {i18n._('driver.exceptions.remove', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      {lines.length < MAX_DELIVERY_EXCEPTIONS && (
        <Button
          variant="outline"
          className={BIG_BUTTON}
          onClick={() => onLinesChange([...lines, { kind: 'damaged', pieces: '1', note: '' }])}
        >
          <Plus aria-hidden />
          {i18n._('driver.exceptions.add')}
        </Button>
      )}
      {lines.length > 0 && (
        <PhotoPicker label={i18n._('driver.exceptions.photos')} photos={photos} onChange={onPhotosChange} rules={EXCEPTION_PHOTO_RULES} />
      )}
      <FieldError id={`${id}-error`} error={error} announce />
    </fieldset>
  );
}
