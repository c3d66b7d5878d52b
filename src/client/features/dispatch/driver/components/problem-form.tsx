// Reporting a problem (issue 22): what kind (four big choices), what happened (required), and
// photos if they help (damage, a blocked gate).
import { useId, useState, type FormEvent } from 'react';
import { codedMessage } from '@shared/coded-message';
import { MAX_DRIVER_NOTE_LENGTH, PROBLEM_KINDS, type ProblemKind } from '@shared/dispatch/dispatch';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { sharedLabel, sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import type { UpdateDraft } from '../offline/submit-update';
import { BIG_BUTTON } from './glove-sizes';
import { PhotoPicker } from './photo-picker';

export interface ProblemFormProps {
  referenceId: string;
  onSubmit: (draft: UpdateDraft) => Promise<void>;
  onCancel: () => void;
}

interface ProblemErrors {
  problem?: string;
  note?: string;
}

export function ProblemForm({ referenceId, onSubmit, onCancel }: ProblemFormProps) {
  const i18n = useI18n();
  const id = useId();
  const [problem, setProblem] = useState<ProblemKind>();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ProblemErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    const found: ProblemErrors = {
      problem: problem ? undefined : i18n._('driver.problem.kindRequired'),
      note: text
        ? text.length > MAX_DRIVER_NOTE_LENGTH
          ? sharedMessage(i18n, codedMessage(SHARED_MESSAGES.maxCharacters, { max: MAX_DRIVER_NOTE_LENGTH }))
          : undefined
        : i18n._('driver.problem.noteRequired'),
    };
    setErrors(found);
    if (found.problem || found.note || !problem) return;
    setSaving(true);
    try {
      await onSubmit({
        referenceId,
        kind: 'problem',
        problem,
        note: text,
        photos: photos.map((photo) => ({ blob: photo, name: photo.name })),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {i18n._('driver.problem.title')}
      </h2>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.problem ? `${id}-problem-error` : undefined}>
        <legend className="mb-2 text-lg font-medium">{i18n._('driver.problem.kind')}</legend>
        {PROBLEM_KINDS.map((kind) => (
          <label
            key={kind}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-4 rounded-lg border-2 px-4 py-3 text-lg',
              problem === kind ? 'border-primary bg-blue-50 font-semibold' : 'border-input',
            )}
          >
            <input
              type="radio"
              name={`${id}-problem`}
              value={kind}
              checked={problem === kind}
              onChange={() => setProblem(kind)}
              className="size-6"
            />
            {sharedLabel(i18n, 'problemKind', kind)}
          </label>
        ))}
        <FieldError id={`${id}-problem-error`} error={errors.problem} announce />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-note`} className="text-lg">
          {i18n._('driver.problem.note')}
        </Label>
        <Textarea
          id={`${id}-note`}
          rows={4}
          className="text-lg"
          maxLength={MAX_DRIVER_NOTE_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          {...errorAria(`${id}-note-error`, errors.note)}
        />
        <FieldError id={`${id}-note-error`} error={errors.note} />
      </div>
      <PhotoPicker label={i18n._('driver.problem.photos')} photos={photos} onChange={setPhotos} />
      <Button type="submit" className={BIG_BUTTON} disabled={saving}>
        {saving ? i18n._('driver.form.saving') : i18n._('driver.problem.submit')}
      </Button>
      <Button variant="outline" className={BIG_BUTTON} onClick={onCancel}>
        {i18n._('driver.form.cancel')}
      </Button>
    </form>
  );
}
