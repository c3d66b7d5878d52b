// The application form: validates on every change with the shared schema; submitting with a
// required field, document or the signature missing shows 'Missing Required Fields' and makes no
// call. What the applicant typed and chose is kept whatever the server answers, and on this device
// between visits (the draft, until it is sent or 30 days pass).
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { APPLICATION_HISTORY_MESSAGES } from '@shared/driver-applications/application-history-messages';
import { SIGNATURE_REQUIRED } from '@shared/driver-applications/application-history-schema';
import { addMessageRegistry } from '@shared/shared-texts';
import {
  APPLICATION_SIGNATURE,
  DRIVER_APPLICATION_REQUIRED_FIELDS,
  DRIVER_DOCUMENTS,
  driverApplicationSchema,
  MEDICAL_CARD_EXPIRATION_NEEDED,
  missingDocumentMessage,
  type DriverApplicationField,
  type DriverApplicationInput,
  type DriverDocument,
} from '@shared/driver-applications/driver-application-schema';
import { textOf, type MessageOrText } from '@shared/coded-message';
import { todayIsoDate } from '@shared/format';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { fieldRefusalsOf, refusalOf } from '@/lib/failure-message';
import { codedResolver, refusedFieldError } from '@/lib/coded-resolver';
import { signaturePng } from '@/components/signature/signature-pad';
import { useSubmitDriverApplication, type ChosenDocuments } from '../api/submit-driver-application';
import { clearApplicationDraft, readApplicationDraft, writeApplicationDraft } from '../draft/application-draft';
import { AdditionalInformation, Documents, Experience, LicenseInformation, PersonalInformation } from './application-sections';
import { DraftControls } from './draft-controls';
import { EMPTY_APPLICATION } from './empty-application';
import { AccidentsAndConvictions } from './history/accidents-and-convictions';
import { AddressHistory } from './history/address-history';
import { CertificationSection } from './history/certification-section';
import { EmploymentHistory } from './history/employment-history';
import { LicenseActions } from './history/license-actions';
import { OtherLicenses } from './history/other-licenses';
import { LIST_PATHS, ListErrorsContext, listErrorsOf, type ListErrors } from './history/list-errors';

// The history's messages are a registry of their own (only this form shows them): known by code
// here, so a refusal reads in the page's language.
addMessageRegistry(APPLICATION_HISTORY_MESSAGES);

type DocumentField = DriverDocument['field'];
type DocumentErrors = Partial<Record<DocumentField, MessageOrText>>;

const isDocumentField = (name: string): name is DocumentField => DRIVER_DOCUMENTS.some((document) => document.field === name);
const isApplicationField = (name: string): name is DriverApplicationField => Object.hasOwn(EMPTY_APPLICATION, name);
/** A field of the form the server may name: one of the text fields, or a path into the history ('history.employment.0.phone'). */
const isFormPath = (name: string): name is Path<DriverApplicationInput> => isApplicationField(name) || name.startsWith('history.');

interface ApplicationFormProps {
  onSubmitted: (referenceId: string) => void;
}

/** The form, opened anew (empty) when the applicant starts over. */
export function ApplicationForm({ onSubmitted }: ApplicationFormProps) {
  const [opening, setOpening] = useState(0);
  function startOver() {
    clearApplicationDraft();
    setOpening((count) => count + 1);
  }
  return <ApplicationFormBody key={opening} onSubmitted={onSubmitted} onStartOver={startOver} />;
}

function ApplicationFormBody({ onSubmitted, onStartOver }: ApplicationFormProps & { onStartOver: () => void }) {
  const i18n = useI18n();
  const [draft] = useState(() => readApplicationDraft());
  const schema = useMemo(() => {
    const today = todayIsoDate();
    return driverApplicationSchema({ earliestToday: today, latestToday: today });
  }, []);
  const form = useForm<DriverApplicationInput, unknown, DriverApplicationInput>({
    // `raw` submits what was typed (the server parses it with the same schema).
    resolver: codedResolver(schema, { raw: true }),
    mode: 'onChange',
    defaultValues: draft?.values ?? EMPTY_APPLICATION,
  });
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [documentErrors, setDocumentErrors] = useState<DocumentErrors>({});
  const [progress, setProgress] = useState(0);
  const signatureCanvas = useRef<HTMLCanvasElement>(null);
  const [signed, setSigned] = useState(false);
  const [signatureError, setSignatureError] = useState<MessageOrText>();
  const submission = useSubmitDriverApplication();

  const values = useWatch({ control: form.control });
  const attachedNames = Object.values(documents).flatMap((file) => (file ? [file.name] : []));
  const missingFiles = (draft?.fileNames ?? []).filter((name) => !attachedNames.includes(name));

  // Kept on every change.
  useEffect(() => {
    if (submission.isSuccess) return;
    writeApplicationDraft({ values: form.getValues(), fileNames: [...new Set([...attachedNames, ...missingFiles])] });
    // attachedNames and missingFiles are read from `documents` and `draft`; the values are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, documents, submission.isSuccess, form]);

  // What each list lacks as a whole, once a send was tried, following every change; the server's
  // word on a list stands until the values change.
  const [sendTried, setSendTried] = useState(false);
  const [serverListErrors, setServerListErrors] = useState<{ values: typeof values; errors: ListErrors }>({ values, errors: {} });
  const listErrors = useMemo<ListErrors>(
    () => ({
      ...(sendTried ? listErrorsOf(schema.safeParse(values)) : {}),
      ...(serverListErrors.values === values ? serverListErrors.errors : {}),
    }),
    [sendTried, schema, values, serverListErrors],
  );

  const missingFields: DriverApplicationField[] = DRIVER_APPLICATION_REQUIRED_FIELDS.filter((field) => !values[field]?.trim());
  if (values.licenseType === 'CDL' && !values.cdlClass) missingFields.push('cdlClass');
  if (documents.medicalCardFile && !values.medicalCardExpiration) missingFields.push('medicalCardExpiration');
  const missingDocuments = DRIVER_DOCUMENTS.filter((document) => document.required && !documents[document.field]);
  const incomplete = missingFields.length > 0 || missingDocuments.length > 0 || !signed;

  function chooseDocument(document: DriverDocument, file: File | undefined, problem: MessageOrText | undefined) {
    setDocuments((current) => ({ ...current, [document.field]: file }));
    setDocumentErrors((current) => ({ ...current, [document.field]: problem }));
  }

  function markMissing() {
    setDocumentErrors((current) => ({
      ...current,
      ...Object.fromEntries(missingDocuments.map((document) => [document.field, missingDocumentMessage(document)])),
    }));
    if (!signed) setSignatureError(SIGNATURE_REQUIRED);
    void form.trigger(missingFields).then(() => {
      if (missingFields.includes('medicalCardExpiration')) {
        form.setError('medicalCardExpiration', { ...refusedFieldError(MEDICAL_CARD_EXPIRATION_NEEDED), type: 'required' });
      }
      if (missingFields[0]) form.setFocus(missingFields[0]);
    });
  }

  async function submitValid(data: DriverApplicationInput) {
    const signature = signatureCanvas.current ? await signaturePng(signatureCanvas.current) : undefined;
    if (!signature) {
      setSignatureError(SIGNATURE_REQUIRED);
      return;
    }
    setProgress(0);
    submission.mutate(
      { values: data, documents, signature, onProgress: setProgress },
      {
        onSuccess: ({ referenceId }) => {
          clearApplicationDraft();
          toast({
            title: i18n._('join.toast.submitted.title'),
            description: i18n._('join.toast.submitted.description', { referenceId }),
          });
          onSubmitted(referenceId);
        },
        onError: (error) => showSubmitError(error),
      },
    );
  }

  function showSubmitError(error: Error) {
    const fieldErrors = error instanceof ApiError ? Object.entries(fieldRefusalsOf(error)) : [];
    const serverDocumentErrors: DocumentErrors = {};
    for (const [field, refusal] of fieldErrors) {
      if (isDocumentField(field)) serverDocumentErrors[field] = refusal;
      else if (field === APPLICATION_SIGNATURE.field) setSignatureError(refusal);
      else if ((LIST_PATHS as readonly string[]).includes(field)) {
        setServerListErrors((current) => ({ values, errors: { ...(current.values === values ? current.errors : {}), [field]: refusal } }));
      } else if (isFormPath(field)) form.setError(field, refusedFieldError(refusal));
    }
    const message = error instanceof ApiError && error.status < 500 ? refusalOf(error) : undefined;
    // A refused file (413, 415) is named in the message: show it under that document too.
    const refused = DRIVER_DOCUMENTS.find((document) => {
      const file = documents[document.field];
      return message && file && textOf(message).includes(file.name);
    });
    if (refused && message) serverDocumentErrors[refused.field] = message;
    setDocumentErrors((current) => ({ ...current, ...serverDocumentErrors }));
    const firstField = fieldErrors.map(([field]) => field).find(isFormPath);
    if (firstField) form.setFocus(firstField);
    const description =
      fieldErrors.length > 0
        ? i18n._('join.toast.failed.fieldErrors')
        : message
          ? shownMessage(i18n, message)
          : i18n._('join.toast.failed.tryAgain');
    toast({ title: i18n._('join.toast.failed.title'), description, variant: 'destructive' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) return;
    setSendTried(true);
    if (incomplete) {
      toast({
        title: i18n._('join.toast.missing.title'),
        description: i18n._('join.toast.missing.description'),
        variant: 'destructive',
      });
      markMissing();
      return;
    }
    void form.handleSubmit(submitValid, () =>
      toast({ title: i18n._('join.toast.failed.title'), description: i18n._('join.toast.failed.fieldErrors'), variant: 'destructive' }),
    )(event);
  }

  return (
    <ListErrorsContext value={listErrors}>
      <form noValidate onSubmit={handleSubmit} className="grid gap-6" aria-labelledby="application-heading">
        <DraftControls missingFiles={missingFiles} onStartOver={onStartOver} />
        <PersonalInformation control={form.control} />
        <AddressHistory control={form.control} />
        <LicenseInformation control={form.control} />
        <OtherLicenses control={form.control} />
        <Experience control={form.control} />
        <AccidentsAndConvictions control={form.control} />
        <EmploymentHistory control={form.control} />
        <LicenseActions control={form.control} />
        <Documents control={form.control} documents={documents} errors={documentErrors} onDocument={chooseDocument} />
        <AdditionalInformation control={form.control} />
        <CertificationSection
          control={form.control}
          canvasRef={signatureCanvas}
          signed={signed}
          onSignedChange={(now) => {
            setSigned(now);
            if (now) setSignatureError(undefined);
          }}
          signatureError={signatureError}
        />

        <div className="grid gap-3">
          {incomplete && (
            <p className="text-sm text-muted-foreground" id="application-required-hint">
              {i18n._('join.form.requiredHint')}
            </p>
          )}
          {submission.isPending && (
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {i18n._('join.form.uploading', { percent: Math.round(progress * 100) })}
              </p>
              <Progress value={progress} label={i18n._('join.form.uploadProgress')} />
            </div>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full aria-disabled:opacity-60 sm:w-auto sm:justify-self-end"
            disabled={submission.isPending}
            // Looks unavailable until the required fields are filled, but still explains why when pressed.
            aria-disabled={incomplete || undefined}
            aria-describedby={incomplete ? 'application-required-hint' : undefined}
          >
            {submission.isPending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden /> {i18n._('join.form.submitting')}
              </>
            ) : (
              i18n._('join.form.submit')
            )}
          </Button>
        </div>
      </form>
    </ListErrorsContext>
  );
}
