// One document of the application: a single file (spec section 5: one each, 5 MB), checked by
// name and size as it is chosen (a refused file is named with the reason), removable, and on
// phones a camera button for the scanned documents. The server checks the content again.
import { Camera, Paperclip } from 'lucide-react';
import { useId, useRef } from 'react';
import { fileProblem, MEGABYTE } from '@shared/uploads';
import type { MessageOrText } from '@shared/coded-message';
import type { DriverDocument } from '@shared/driver-applications/driver-application-schema';
import { HiddenFileInput } from '@/components/form/hidden-file-input';
import { SelectedFile } from '@/components/form/selected-file';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { sharedLabel, shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';

interface DocumentFieldProps {
  document: DriverDocument;
  file: File | undefined;
  /** As src/shared and the server make it, with its code; shown in the page's language. */
  error: MessageOrText | undefined;
  onChange: (file: File | undefined, problem: MessageOrText | undefined) => void;
}

const KINDS: Record<string, string> = { '.pdf': 'PDF', '.doc': 'DOC', '.docx': 'DOCX', '.jpg': 'JPG', '.png': 'PNG' };

// The camera button's name for each document (a whole phrase: Spanish words it per document).
const TAKE_PHOTO = {
  resumeFile: /*i18n*/ { id: 'join.documents.resume.takePhoto' },
  licenseFile: /*i18n*/ { id: 'join.documents.license.takePhoto' },
  medicalCardFile: /*i18n*/ { id: 'join.documents.medicalCard.takePhoto' },
} as const satisfies Record<DriverDocument['field'], { id: string }>;

export function DocumentField({ document, file, error, onChange }: DocumentFieldProps) {
  const i18n = useI18n();
  const label = sharedLabel(i18n, 'driverDocument', document.field);
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const { rules } = document;
  const kinds = rules.extensions.flatMap((extension) => (KINDS[extension] ? [KINDS[extension]] : [])).join(', ');
  const photographable = rules.contentTypes.includes('image/jpeg');

  function choose(list: FileList | null) {
    const chosen = list?.[0];
    if (!chosen) return;
    const problem = fileProblem(chosen, rules);
    onChange(problem ? undefined : chosen, problem);
  }

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-file`}>
        {label}
        {document.required ? (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground"> {i18n._('join.documents.optional')}</span>
        )}
      </Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {i18n._('join.documents.hint', { kinds, megabytes: rules.maxBytes / MEGABYTE })}
      </p>
      {file ? (
        <ul aria-label={i18n._('join.documents.chosen', { document: label })}>
          <SelectedFile file={file} onRemove={() => onChange(undefined, undefined)} />
        </ul>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => chooser.current?.click()}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error) || undefined}
          >
            <Paperclip aria-hidden /> {i18n._('join.documents.chooseFile')}
          </Button>
          {photographable && (
            <Button variant="outline" className="md:hidden" onClick={() => camera.current?.click()}>
              <Camera aria-hidden /> {i18n._('join.documents.takePhoto')}
            </Button>
          )}
        </div>
      )}
      <HiddenFileInput
        inputRef={chooser}
        id={`${id}-file`}
        name={document.field}
        accept={rules.accept}
        aria-describedby={describedBy}
        aria-required={document.required || undefined}
        onFiles={choose}
      />
      {photographable && (
        <HiddenFileInput
          inputRef={camera}
          accept="image/*"
          capture="environment"
          aria-label={i18n._(TAKE_PHOTO[document.field])}
          onFiles={choose}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
