// Signing the bill of lading at pickup (issue 39): the load's bill of lading (number, version, the
// pieces and seal it lists), the shipper's representative's name, their signature and the
// driver's, drawn on the screen, and the pieces and seal the driver confirms (filled in with the
// bill of lading's, changed when the dock loaded otherwise). Everything comes from the load the
// phone saved, so it works with no signal; "Picked up" is queued with its signatures and sent once.
import { useRef, useState, type FormEvent } from 'react';
import { codedMessage } from '@shared/coded-message';
import { PICKUP_SIGNER_NAME_MAX } from '@shared/bills-of-lading/bill-of-lading';
import { DISPATCH_MESSAGES, MAX_SEAL_NUMBER_LENGTH, type DriverBillOfLading } from '@shared/dispatch/dispatch';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { UpdateDraft } from '../offline/submit-update';
import { BIG_BUTTON, BIG_INPUT } from './glove-sizes';
import { SignaturePad, signaturePng } from '@/components/signature/signature-pad';

interface PickupErrors {
  shipperSignerName?: string | undefined;
  shipperSignature?: string | undefined;
  driverSignature?: string | undefined;
  piecesConfirmed?: string | undefined;
  sealConfirmed?: string | undefined;
}

export interface PickupFormProps {
  referenceId: string;
  billOfLading: DriverBillOfLading;
  onSubmit: (draft: UpdateDraft) => Promise<void>;
  onCancel: () => void;
}

export function PickupForm({ referenceId, billOfLading, onSubmit, onCancel }: PickupFormProps) {
  const i18n = useI18n();
  const [signerName, setSignerName] = useState('');
  const [shipperSigned, setShipperSigned] = useState(false);
  const [driverSigned, setDriverSigned] = useState(false);
  const [pieces, setPieces] = useState(String(billOfLading.pieces));
  const [seal, setSeal] = useState(billOfLading.sealNumber);
  const [errors, setErrors] = useState<PickupErrors>({});
  const [saving, setSaving] = useState(false);
  const shipperCanvas = useRef<HTMLCanvasElement>(null);
  const driverCanvas = useRef<HTMLCanvasElement>(null);
  const piecesDiffer = /^\d+$/.test(pieces.trim()) && Number(pieces.trim()) !== billOfLading.pieces;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = signerName.trim();
    const piecesText = pieces.trim();
    const sealText = seal.trim();
    const found: PickupErrors = {
      shipperSignerName: name
        ? name.length > PICKUP_SIGNER_NAME_MAX
          ? sharedMessage(i18n, codedMessage(SHARED_MESSAGES.maxCharacters, { max: PICKUP_SIGNER_NAME_MAX }))
          : undefined
        : sharedMessage(i18n, DISPATCH_MESSAGES.shipperSignerNameRequired),
      shipperSignature: shipperSigned ? undefined : sharedMessage(i18n, DISPATCH_MESSAGES.shipperSignatureRequired),
      driverSignature: driverSigned ? undefined : sharedMessage(i18n, DISPATCH_MESSAGES.driverSignatureRequired),
      piecesConfirmed: /^\d{1,6}$/.test(piecesText) ? undefined : sharedMessage(i18n, DISPATCH_MESSAGES.piecesConfirmedRequired),
      // Empty only when the bill of lading has no seal: the driver confirms there is none.
      sealConfirmed: billOfLading.sealNumber && !sealText ? sharedMessage(i18n, DISPATCH_MESSAGES.sealConfirmedRequired) : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !shipperCanvas.current || !driverCanvas.current) return;
    setSaving(true);
    try {
      const [shipperSignature, driverSignature] = await Promise.all([
        signaturePng(shipperCanvas.current),
        signaturePng(driverCanvas.current),
      ]);
      if (!shipperSignature || !driverSignature) {
        const notSaved = i18n._('driver.pod.signatureNotSaved');
        setErrors({ shipperSignature: shipperSignature ? undefined : notSaved, driverSignature: driverSignature ? undefined : notSaved });
        return;
      }
      await onSubmit({
        referenceId,
        kind: 'stage',
        stage: 'picked_up',
        photos: [],
        pickup: {
          shipperSignerName: name,
          piecesConfirmed: Number(piecesText),
          sealConfirmed: sealText,
          shipperSignature,
          driverSignature,
        },
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-labelledby="pickup-heading">
      <h2 id="pickup-heading" className="text-xl font-semibold">
        {i18n._('driver.pickup.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border p-4 text-base">
        <dt className="text-muted-foreground">{i18n._('driver.pickup.bolNumber')}</dt>
        <dd className="font-medium break-all">{billOfLading.bolNumber}</dd>
        <dt className="text-muted-foreground">{i18n._('driver.pickup.version')}</dt>
        <dd>{billOfLading.version}</dd>
        <dt className="text-muted-foreground">{i18n._('driver.pickup.expectedPieces')}</dt>
        <dd>{billOfLading.pieces}</dd>
        <dt className="text-muted-foreground">{i18n._('driver.pickup.expectedSeal')}</dt>
        <dd>{billOfLading.sealNumber || i18n._('driver.pickup.noSeal')}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <Label htmlFor="shipper-signer-name" className="text-lg">
          {i18n._('driver.pickup.signerName')}
        </Label>
        <Input
          id="shipper-signer-name"
          autoComplete="off"
          className={BIG_INPUT}
          value={signerName}
          maxLength={PICKUP_SIGNER_NAME_MAX}
          onChange={(event) => setSignerName(event.target.value)}
          {...errorAria('shipper-signer-name-error', errors.shipperSignerName)}
        />
        <FieldError id="shipper-signer-name-error" error={errors.shipperSignerName} />
      </div>
      <SignaturePad
        canvasRef={shipperCanvas}
        signed={shipperSigned}
        label={i18n._('driver.pickup.shipperSignature')}
        hint={i18n._('driver.pickup.shipperSignatureHint')}
        clearLabel={i18n._('driver.pod.clearSignature')}
        onSignedChange={(now) => {
          setShipperSigned(now);
          if (now) setErrors((current) => ({ ...current, shipperSignature: undefined }));
        }}
        error={errors.shipperSignature}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="pieces-confirmed" className="text-lg">
          {i18n._('driver.pickup.piecesConfirmed')}
        </Label>
        <Input
          id="pieces-confirmed"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className={BIG_INPUT}
          value={pieces}
          maxLength={6}
          onChange={(event) => setPieces(event.target.value)}
          {...errorAria('pieces-confirmed-error', errors.piecesConfirmed)}
        />
        {piecesDiffer && (
          <p className="text-base font-medium text-amber-800">{i18n._('driver.pickup.piecesDiffer', { pieces: billOfLading.pieces })}</p>
        )}
        <FieldError id="pieces-confirmed-error" error={errors.piecesConfirmed} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="seal-confirmed" className="text-lg">
          {i18n._('driver.pickup.sealConfirmed')}
        </Label>
        <Input
          id="seal-confirmed"
          autoComplete="off"
          className={BIG_INPUT}
          value={seal}
          maxLength={MAX_SEAL_NUMBER_LENGTH}
          onChange={(event) => setSeal(event.target.value)}
          {...errorAria('seal-confirmed-error', errors.sealConfirmed)}
        />
        <FieldError id="seal-confirmed-error" error={errors.sealConfirmed} />
      </div>
      <SignaturePad
        canvasRef={driverCanvas}
        signed={driverSigned}
        label={i18n._('driver.pickup.driverSignature')}
        hint={i18n._('driver.pickup.driverSignatureHint')}
        clearLabel={i18n._('driver.pod.clearSignature')}
        onSignedChange={(now) => {
          setDriverSigned(now);
          if (now) setErrors((current) => ({ ...current, driverSignature: undefined }));
        }}
        error={errors.driverSignature}
      />
      <Button type="submit" className={BIG_BUTTON} disabled={saving}>
        {saving ? i18n._('driver.form.saving') : i18n._('driver.pickup.submit')}
      </Button>
      <Button variant="outline" className={BIG_BUTTON} onClick={onCancel}>
        {i18n._('driver.form.cancel')}
      </Button>
    </form>
  );
}
