// A file input kept out of sight and out of the tab order: a visible button opens it (the browser's
// own input cannot be styled). It hands over what was chosen, then empties itself so the same file
// can be chosen again after it was removed.
import type { ComponentProps, Ref } from 'react';

interface HiddenFileInputProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'tabIndex' | 'onChange' | 'ref'> {
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: FileList | null) => void;
}

export function HiddenFileInput({ inputRef, onFiles, ...props }: HiddenFileInputProps) {
  return (
    <input
      {...props}
      ref={inputRef}
      type="file"
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        onFiles(event.target.files);
        event.target.value = '';
      }}
    />
  );
}
