// Keeps a request form's draft (request-draft.ts) in step with the form: the values it opens with
// and, after every change, what is typed and the names of the photos attached.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServiceRequestInput } from '@shared/service-requests/service-request-schemas';
import type { UserRole } from '@shared/service-requests/service-requests';
import { EMPTY_REQUEST } from '../components/empty-request';
import { clearDraft, readDraft, writeDraft } from './request-draft';

export interface FormDraft {
  /** The form's opening values: the empty form with the stored draft over it. */
  defaultValues: ServiceRequestInput;
  /** The photos the draft names: they were attached before and have to be picked again. */
  restoredFileNames: string[];
  /** Saves the form's current values and photo names. */
  save: (values: object, fileNames: readonly string[]) => void;
  /** Forgets the draft for good: the request was sent, nothing may be written again. */
  discard: () => void;
}

export function useFormDraft(role: UserRole): FormDraft {
  const [restored] = useState(() => {
    const { values, fileNames } = readDraft(role);
    // The "text me" box is an agreement: given anew each time, never restored from a draft.
    const { textUpdates: _agreement, ...typed } = values;
    const defaultValues: ServiceRequestInput = { ...EMPTY_REQUEST[role], ...typed };
    return { defaultValues, restoredFileNames: fileNames };
  });
  const discarded = useRef(false);
  const save = useCallback(
    (values: object, fileNames: readonly string[]) => {
      if (!discarded.current) writeDraft(role, { values, fileNames });
    },
    [role],
  );
  const discard = useCallback(() => {
    discarded.current = true;
    clearDraft(role);
  }, [role]);
  return { ...restored, save, discard };
}

/** Writes the draft whenever the values or the photo names change. */
export function useDraftSaving(draft: FormDraft, values: object, fileNames: readonly string[]) {
  const { save } = draft;
  useEffect(() => {
    save(values, fileNames);
  }, [save, values, fileNames]);
}
