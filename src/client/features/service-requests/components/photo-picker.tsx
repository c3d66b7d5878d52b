// Item photos: up to 5 files (pdf, jpeg, png, gif), 10 MB each, removable one at a time; on
// phones a second button opens the camera. Files that break a rule are skipped and named in
// one alert (spec section 5); the server checks every file again by its content.
import { Camera, Paperclip } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { CodedMessage } from '@shared/coded-message';
import { fileProblem, ITEM_PHOTO_RULES, MEGABYTE, uploadMessages } from '@shared/uploads';
import { HiddenFileInput } from '@/components/form/hidden-file-input';
import { SelectedFile } from '@/components/form/selected-file';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';

const rules = ITEM_PHOTO_RULES;

export function acceptFiles(current: File[], added: File[]): { files: File[]; problems: CodedMessage[] } {
  const files = [...current];
  const problems: CodedMessage[] = [];
  const tooMany = uploadMessages.tooMany(rules);
  for (const file of added) {
    const problem = fileProblem(file, rules);
    if (problem) {
      problems.push(problem);
    } else if (files.length >= rules.maxFiles) {
      if (!problems.includes(tooMany)) problems.push(tooMany);
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

export function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const i18n = useI18n();
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<CodedMessage[]>([]);

  function add(list: FileList | null) {
    const result = acceptFiles(files, Array.from(list ?? []));
    setProblems(result.problems);
    onChange(result.files);
  }

  return (
    <div className="grid gap-2 sm:col-span-2">
      <Label htmlFor={`${id}-files`}>{i18n._('request.photos.label')}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {i18n._('request.photos.hint', { maxFiles: rules.maxFiles, maxMegabytes: rules.maxBytes / MEGABYTE })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => chooser.current?.click()} disabled={files.length >= rules.maxFiles}>
          <Paperclip aria-hidden /> {i18n._('request.photos.choose')}
        </Button>
        <Button variant="outline" className="md:hidden" onClick={() => camera.current?.click()} disabled={files.length >= rules.maxFiles}>
          <Camera aria-hidden /> {i18n._('request.photos.take')}
        </Button>
      </div>
      <HiddenFileInput inputRef={chooser} id={`${id}-files`} multiple accept={rules.accept} aria-describedby={`${id}-hint`} onFiles={add} />
      <HiddenFileInput
        inputRef={camera}
        accept="image/*"
        capture="environment"
        aria-label={i18n._('request.photos.takeLabel')}
        onFiles={add}
      />
      {problems.length > 0 && (
        <Alert variant="destructive">
          <ul className="list-disc space-y-1 pl-4">
            {problems.map((problem) => (
              <li key={problem.message}>{sharedMessage(i18n, problem)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {files.length > 0 && (
        <ul aria-label={i18n._('request.photos.selected')} className="grid gap-2 sm:grid-cols-2">
          {files.map((file, index) => (
            <SelectedFile
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              onRemove={() => {
                setProblems([]);
                onChange(files.filter((_, i) => i !== index));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
