// Proof of delivery (issue 22): "delivered" needs the receiver's name, a signature drawn on the
// screen and at least one photo. Nothing is queued until all three are there. The receiver's over,
// short or damaged notes and their photos go with it when there are any (issue 39).
import { useRef, useState, type FormEvent } from 'react';
import { codedMessage } from '@shared/coded-message';
import { DISPATCH_MESSAGES, MAX_RECEIVER_NAME_LENGTH } from '@shared/dispatch/dispatch';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { UpdateDraft } from '../offline/submit-update';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';
import { checkedExceptions, ExceptionLines, type ExceptionLineDraft } from './exception-lines';
import { PhotoPicker } from './photo-picker';
import { SignaturePad, signaturePng } from '@/components/signature/signature-pad';

interface PodErrors {
  receiverName?: string;
  signature?: string;
  photos?: string;
  exceptions?: string;
}

export interface PodFormProps {
  referenceId: string;
  onSubmit: (draft: UpdateDraft) => Promise<void>;
  onCancel: () => void;
}

export function PodForm({ referenceId, onSubmit, onCancel }: PodFormProps) {
  const i18n = useI18n();
  const [receiverName, setReceiverName] = useState('');
  const [signed, setSigned] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [exceptionLines, setExceptionLines] = useState<ExceptionLineDraft[]>([]);
  const [exceptionPhotos, setExceptionPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<PodErrors>({});
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = receiverName.trim();
    const found: PodErrors = {
      receiverName: name
        ? name.length > MAX_RECEIVER_NAME_LENGTH
          ? sharedMessage(i18n, codedMessage(SHARED_MESSAGES.maxCharacters, { max: MAX_RECEIVER_NAME_LENGTH }))
          : undefined
        : sharedMessage(i18n, DISPATCH_MESSAGES.receiverNameRequired),
      signature: signed ? undefined : sharedMessage(i18n, DISPATCH_MESSAGES.signatureRequired),
      photos: photos.length ? undefined : sharedMessage(i18n, DISPATCH_MESSAGES.photoRequired),
    };
    const exceptions = checkedExceptions(exceptionLines);
    if (!exceptions) found.exceptions = sharedMessage(i18n, DISPATCH_MESSAGES.exceptionsInvalid);
    setErrors(found);
    if (found.receiverName || found.signature || found.photos || !exceptions || !canvas.current) return;
    setSaving(true);
    try {
      const signature = await signaturePng(canvas.current);
      if (!signature) {
        setErrors({ signature: i18n._('driver.pod.signatureNotSaved') });
        return;
      }
      await onSubmit({
        referenceId,
        kind: 'stage',
        stage: 'delivered',
        receiverName: name,
        photos: photos.map((photo) => ({ blob: photo, name: photo.name })),
        signature,
        exceptions,
        // Photos of exceptions only with a line: removing every line leaves them out.
        exceptionPhotos: exceptions.length ? exceptionPhotos.map((photo) => ({ blob: photo, name: photo.name })) : [],
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-labelledby="pod-heading">
      <h2 id="pod-heading" className="text-xl font-semibold">
        {i18n._('driver.pod.title')}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor="receiver-name" className="text-lg">
          {i18n._('driver.pod.receiverName')}
        </Label>
        <Input
          id="receiver-name"
          autoComplete="off"
          className={BIG_INPUT}
          value={receiverName}
          maxLength={MAX_RECEIVER_NAME_LENGTH}
          onChange={(event) => setReceiverName(event.target.value)}
          {...errorAria('receiver-name-error', errors.receiverName)}
        />
        <FieldError id="receiver-name-error" error={errors.receiverName} />
      </div>
      <SignaturePad
        canvasRef={canvas}
        signed={signed}
        onSignedChange={(now) => {
          setSigned(now);
          if (now) setErrors((current) => ({ ...current, signature: undefined }));
        }}
        error={errors.signature}
        label={i18n._('driver.pod.signature')}
        hint={i18n._('driver.pod.signatureHint')}
        clearLabel={i18n._('driver.pod.clearSignature')}
      />
      <PhotoPicker label={i18n._('driver.pod.photos')} photos={photos} onChange={setPhotos} error={errors.photos} />
      <ExceptionLines
        lines={exceptionLines}
        onLinesChange={setExceptionLines}
        photos={exceptionPhotos}
        onPhotosChange={setExceptionPhotos}
        error={errors.exceptions}
      />
      <Button type="submit" className={BIG_BUTTON} disabled={saving}>
        {saving ? i18n._('driver.form.saving') : i18n._('driver.pod.submit')}
      </Button>
      <Button variant="outline" className={BIG_BUTTON} onClick={onCancel}>
        {i18n._('driver.form.cancel')}
      </Button>
    </form>
  );
}
