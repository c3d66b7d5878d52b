// Step 1: the chosen role's form. Validates on every change with the shared schema; submitting
// with required fields empty shows 'Missing Required Fields' and makes no call. What the user
// typed is kept whatever the server answers, and in a draft for the session (decision 028), so a
// reload, Back or Forward brings it back; 'Start over' clears it.
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { todayIsoDate } from '@shared/format';
import {
  REQUIRED_FIELDS,
  schemaForRole,
  type ServiceRequestField,
  type ServiceRequestInput,
} from '@shared/service-requests/service-request-schemas';
import type { UserRole } from '@shared/service-requests/service-requests';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { fieldRefusalsOf, refusalOf } from '@/lib/failure-message';
import { codedResolver, refusedFieldError } from '@/lib/coded-resolver';
import { useSubmitServiceRequest } from '../api/submit-service-request';
import { hasTypedValues } from '../draft/request-draft';
import { useDraftSaving, useFormDraft } from '../draft/use-form-draft';
import { EMPTY_REQUEST } from './empty-request';
import { MissingFilesNotice } from './missing-files-notice';
import { ROLE_COPY } from './role-copy';
import { BrokerSections, DispatcherSections, ShipperSections } from './role-sections';
import { StartOver } from './start-over';

export interface SubmittedRequest {
  referenceId: string;
  email: string;
}

interface RequestFormProps {
  role: UserRole;
  onBack: () => void;
  onSubmitted: (result: SubmittedRequest) => void;
}

export function RequestForm({ role, onBack, onSubmitted }: RequestFormProps) {
  const i18n = useI18n();
  const copy = ROLE_COPY[role];
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const schema = useMemo(() => schemaForRole(role, { earliestPreferredDate: todayIsoDate() }), [role]);
  const draft = useFormDraft(role);
  const form = useForm<ServiceRequestInput, unknown, ServiceRequestInput>({
    // `raw` submits what was typed (the server parses it with the same schema), not the parsed
    // output, whose empty optionals are undefined and would reach FormData as "undefined".
    resolver: codedResolver(schema, { raw: true }),
    mode: 'onChange',
    defaultValues: draft.defaultValues,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  // The photos a restored draft names, until the customer adds files or dismisses the notice.
  const [missingFiles, setMissingFiles] = useState(draft.restoredFileNames);
  // Remounts the sections on 'Start over', so their own state (a photo problem, an estimate) goes too.
  const [sectionsKey, setSectionsKey] = useState(0);
  const [progress, setProgress] = useState(0);
  const submission = useSubmitServiceRequest();

  // Each role's values, read by the names of any role's form.
  const values: Partial<Record<ServiceRequestField, string>> = useWatch({ control: form.control });
  const required: readonly ServiceRequestField[] = REQUIRED_FIELDS[role];
  const missing = required.filter((field) => !values[field]?.trim());
  const isField = (name: string): name is ServiceRequestField => Object.hasOwn(EMPTY_REQUEST[role], name);

  const keptFileNames = useMemo(() => (photos.length > 0 ? photos.map((photo) => photo.name) : missingFiles), [photos, missingFiles]);
  useDraftSaving(draft, values, keptFileNames);
  const hasAnswers = hasTypedValues(role, values) || keptFileNames.length > 0;

  function changePhotos(files: File[]) {
    setPhotos(files);
    if (files.length > 0) setMissingFiles([]);
  }

  function startOver() {
    form.reset(EMPTY_REQUEST[role]);
    setPhotos([]);
    setMissingFiles([]);
    setSectionsKey((key) => key + 1);
    heading.current?.focus();
  }

  function submitValid(data: ServiceRequestInput) {
    setProgress(0);
    submission.mutate(
      { values: data, photos, onProgress: setProgress },
      {
        onSuccess: ({ referenceId }) => {
          // Sent: the values are the server's now, and nothing personal stays in the browser.
          draft.discard();
          toast({ title: i18n._(copy.successToast), description: i18n._('request.toast.referenceId', { referenceId }) });
          onSubmitted({ referenceId, email: data.contactEmail });
        },
        onError: (error) => showSubmitError(error),
      },
    );
  }

  function showSubmitError(error: Error) {
    const fieldErrors = error instanceof ApiError ? Object.entries(fieldRefusalsOf(error)) : [];
    for (const [field, refusal] of fieldErrors) if (isField(field)) form.setError(field, refusedFieldError(refusal));
    const firstField = fieldErrors.map(([field]) => field).find(isField);
    if (firstField) form.setFocus(firstField);
    const clientError = error instanceof ApiError && error.status < 500;
    const refusal = clientError ? refusalOf(error) : undefined;
    const serverMessage = refusal ? shownMessage(i18n, refusal) : undefined;
    const description =
      fieldErrors.length > 0 ? i18n._('request.toast.correctFields') : (serverMessage ?? i18n._('request.toast.tryAgain'));
    toast({ title: i18n._('request.toast.failedTitle'), description, variant: 'destructive' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) return;
    const [firstMissing] = missing;
    if (firstMissing) {
      toast({
        title: i18n._('request.toast.missingTitle'),
        description: i18n._('request.toast.missingText'),
        variant: 'destructive',
      });
      void form.trigger(missing).then(() => form.setFocus(firstMissing));
      return;
    }
    void form.handleSubmit(submitValid)(event);
  }

  const uploading = submission.isPending && role === 'shipper' && photos.length > 0;

  return (
    <section aria-labelledby="request-form-heading" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden /> {i18n._('request.form.back')}
        </Button>
        {hasAnswers && <StartOver onConfirm={startOver} />}
      </div>
      <h1 ref={heading} id="request-form-heading" tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        {i18n._(copy.formTitle)}
      </h1>
      <p className="mt-2 text-muted-foreground">{i18n._(copy.formIntro)}</p>

      <form key={sectionsKey} noValidate onSubmit={handleSubmit} className="mt-6 grid gap-6">
        {missingFiles.length > 0 && photos.length === 0 && (
          <MissingFilesNotice fileNames={missingFiles} onDismiss={() => setMissingFiles([])} />
        )}
        {role === 'shipper' && <ShipperSections control={form.control} photos={photos} onPhotosChange={changePhotos} />}
        {role === 'broker' && <BrokerSections control={form.control} />}
        {role === 'dispatcher' && <DispatcherSections control={form.control} />}

        <div className="grid gap-3">
          {missing.length > 0 && (
            <p className="text-sm text-muted-foreground" id="required-hint">
              {i18n._('request.form.requiredHint')}
            </p>
          )}
          {uploading && <Progress value={progress} label={i18n._('request.form.uploadProgress')} />}
          <Button
            type="submit"
            size="lg"
            className="w-full aria-disabled:opacity-60 sm:w-auto sm:justify-self-end"
            disabled={submission.isPending}
            // Looks unavailable until the required fields are filled, but still explains why when pressed.
            aria-disabled={missing.length > 0 || undefined}
            aria-describedby={missing.length > 0 ? 'required-hint' : undefined}
          >
            {submission.isPending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden /> {i18n._('request.form.submitting')}
              </>
            ) : (
              i18n._(copy.submitLabel)
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
