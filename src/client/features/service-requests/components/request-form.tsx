// Step 1: the chosen role's form. Validates on every change with the shared schema; submitting
// with required fields empty shows 'Missing Required Fields' and makes no call. What the user
// typed is kept whatever the server answers.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { todayIsoDate } from '@shared/format';
import { REQUIRED_FIELDS, schemaForRole } from '@shared/service-request-schemas';
import type { UserRole } from '@shared/service-requests';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useSubmitServiceRequest } from '../api/submit-service-request';
import { ROLE_COPY } from '../roles';
import type { FormValues } from '@/components/form/form-fields';
import { BrokerSections, DispatcherSections, ShipperSections } from './role-sections';

const SHARED_FIELDS = ['serviceType', 'urgency', 'serviceDescription', 'contactName', 'contactCompany', 'contactEmail', 'contactPhone', 'additionalNotes'];
const LOCATION_FIELDS = ['Address', 'Address2', 'City', 'State', 'Zip', 'Instructions'].flatMap((part) => [`pickup${part}`, `delivery${part}`]);

// Every field of each role's form, so exactly those are sent.
const FIELDS_BY_ROLE: Record<UserRole, string[]> = {
  shipper: [...SHARED_FIELDS, 'itemType', 'length', 'width', 'height', 'weight', 'specialHandling', ...LOCATION_FIELDS, 'preferredDate', 'preferredTime'],
  broker: [...SHARED_FIELDS, 'carrierRequirements', 'loadVolume', 'contractTerms', 'preferredLanes'],
  dispatcher: [...SHARED_FIELDS, 'dispatchingRates', 'equipmentNeeded', 'loadTypes', 'coverageAreas'],
};

function emptyValues(role: UserRole): FormValues {
  const values = Object.fromEntries(FIELDS_BY_ROLE[role].map((field) => [field, '']));
  // userRole has no input, but the shared schema checks it like every other field.
  return { ...values, urgency: 'standard', userRole: role };
}

export interface SubmittedRequest {
  referenceId: string;
  email: string;
}

export function RequestForm({ role, onBack, onSubmitted }: { role: UserRole; onBack: () => void; onSubmitted: (result: SubmittedRequest) => void }) {
  const copy = ROLE_COPY[role];
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const schema = useMemo(() => schemaForRole(role, { earliestPreferredDate: todayIsoDate() }), [role]);
  const form = useForm<FormValues>({
    // The schema differs per role; the form's values are its text inputs either way. `raw`
    // submits what was typed (the server parses it with the same schema), not the parsed
    // output, whose empty optionals are undefined and would reach FormData as "undefined".
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    mode: 'onChange',
    defaultValues: emptyValues(role),
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const submission = useSubmitServiceRequest();

  const values = useWatch({ control: form.control });
  const missing = REQUIRED_FIELDS[role].filter((field) => !String(values[field] ?? '').trim());

  function submitValid(data: FormValues) {
    setProgress(0);
    submission.mutate(
      { role, values: data, photos, onProgress: setProgress },
      {
        onSuccess: ({ referenceId }) => {
          toast({ title: copy.successToast, description: `Your reference ID is ${referenceId}` });
          onSubmitted({ referenceId, email: data.contactEmail ?? '' });
        },
        onError: (error) => showSubmitError(error),
      },
    );
  }

  function showSubmitError(error: Error) {
    const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
    for (const [field, message] of fieldErrors) form.setError(field, { type: 'server', message });
    if (fieldErrors[0]) form.setFocus(fieldErrors[0][0]);
    const clientError = error instanceof ApiError && error.status < 500;
    const description =
      fieldErrors.length > 0
        ? 'Please correct the highlighted fields and submit again.'
        : (clientError && error.serverMessage) || 'Please try again or contact us directly.';
    toast({ title: 'Submission Failed', description, variant: 'destructive' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) return;
    if (missing.length > 0) {
      toast({
        title: 'Missing Required Fields',
        description: 'Please fill out all required fields before submitting.',
        variant: 'destructive',
      });
      void form.trigger(missing).then(() => form.setFocus(missing[0]!));
      return;
    }
    void form.handleSubmit(submitValid)(event);
  }

  const uploading = submission.isPending && role === 'shipper' && photos.length > 0;

  return (
    <section aria-labelledby="request-form-heading" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden /> Back to Role Selection
      </Button>
      <h1 ref={heading} id="request-form-heading" tabIndex={-1} className="mt-3 text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        {copy.formTitle}
      </h1>
      <p className="mt-2 text-muted-foreground">{copy.formIntro}</p>

      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-6">
          {role === 'shipper' && <ShipperSections photos={photos} onPhotosChange={setPhotos} />}
          {role === 'broker' && <BrokerSections />}
          {role === 'dispatcher' && <DispatcherSections />}

          <div className="grid gap-3">
            {missing.length > 0 && (
              <p className="text-sm text-muted-foreground" id="required-hint">
                Please fill out all required fields (marked with *)
              </p>
            )}
            {uploading && <Progress value={progress} label="Upload progress" />}
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
                  <Loader2 className="animate-spin" aria-hidden /> Submitting...
                </>
              ) : (
                copy.submitLabel
              )}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
