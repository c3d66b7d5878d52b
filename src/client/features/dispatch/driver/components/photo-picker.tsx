// Photos taken with the phone's camera (or picked from it): JPEG or PNG, up to five (a receipt: one), each shown as
// a preview with a big Remove button. The server checks them again; this only saves a wasted send.
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DRIVER_PHOTO_RULES, fileProblem, type UploadRules } from '@shared/uploads';
import { FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { BIG_BUTTON } from './glove-sizes';

export const MAX_DRIVER_PHOTOS = DRIVER_PHOTO_RULES.maxFiles;

export interface PhotoPickerProps {
  label: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string | undefined;
  /** The photos' rules: a delivery's or problem's (up to five) unless given, a receipt's (one). */
  rules?: UploadRules;
}

export function PhotoPicker({ label, photos, onChange, error, rules = DRIVER_PHOTO_RULES }: PhotoPickerProps) {
  const maxPhotos = rules.maxFiles;
  const i18n = useI18n();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function add(files: FileList | null) {
    const chosen = [...(files ?? [])];
    // Type and size by the same rules the server applies (it checks the bytes again).
    const refused = chosen.map((file) => fileProblem(file, rules)).filter((problem) => problem !== undefined);
    const accepted = chosen.filter((file) => fileProblem(file, rules) === undefined);
    const room = maxPhotos - photos.length;
    const problems = refused.map((problem) => sharedMessage(i18n, problem));
    if (accepted.length > room) problems.push(i18n._('driver.photos.tooMany', { max: maxPhotos }));
    setRefusal(problems.length ? problems.join(' ') : undefined);
    onChange([...photos, ...accepted.slice(0, Math.max(0, room))]);
    // The same photo can be chosen again after it was removed.
    if (input.current) input.current.value = '';
  }

  const shownError = refusal ?? error;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-lg font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={maxPhotos > 1}
        className="sr-only"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        onChange={(event) => add(event.target.files)}
      />
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="flex flex-col gap-2">
              <img
                src={previews[index]}
                alt={i18n._('driver.photos.photo', { number: index + 1 })}
                className="aspect-square w-full rounded-md border object-cover"
              />
              <Button
                variant="outline"
                className="min-h-14 w-full text-base"
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden />
                {i18n._('driver.photos.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < maxPhotos && (
        <Button variant="secondary" className={BIG_BUTTON} onClick={() => input.current?.click()}>
          <Camera aria-hidden />
          {photos.length ? i18n._('driver.photos.addAnother') : i18n._('driver.photos.take')}
        </Button>
      )}
      <FieldError id={errorId} error={shownError} announce />
    </div>
  );
}
