// The certification (391.21(b)(12)) and the authorization of the previous employers' inquiry
// (391.23), in the words of APPLICATION_CERTIFICATION in the page's language, the name typed under
// them and the signature drawn on the screen.
import type { RefObject } from 'react';
import { APPLICATION_CERTIFICATION } from '@shared/driver-applications/application-certification';
import type { MessageOrText } from '@shared/coded-message';
import { isLocale } from '@shared/i18n';
import { TextField } from '@/components/form/form-fields';
import { FormSection } from '@/components/form/form-section';
import { SignaturePad } from '@/components/signature/signature-pad';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import type { ApplicationFormControl } from '../application-form-control';

interface CertificationProps {
  control: ApplicationFormControl;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  signed: boolean;
  onSignedChange: (signed: boolean) => void;
  signatureError: MessageOrText | undefined;
}

export function CertificationSection({ control, canvasRef, signed, onSignedChange, signatureError }: CertificationProps) {
  const i18n = useI18n();
  const words = APPLICATION_CERTIFICATION[isLocale(i18n.locale) ? i18n.locale : 'en'];
  return (
    <FormSection title={i18n._('join.certification.title')}>
      <div className="grid gap-2 text-sm sm:col-span-2">
        <p>{words.certification}</p>
        <p>{words.authorization}</p>
      </div>
      <TextField
        control={control}
        name="history.certification.signedName"
        label={i18n._('join.certification.signedName')}
        required
        autoComplete="name"
        wide
      />
      <div className="sm:col-span-2">
        <SignaturePad
          canvasRef={canvasRef}
          signed={signed}
          onSignedChange={onSignedChange}
          error={signatureError === undefined ? undefined : shownMessage(i18n, signatureError)}
          label={i18n._('join.certification.signature')}
          hint={i18n._('join.certification.signatureHint')}
          clearLabel={i18n._('join.certification.clearSignature')}
        />
      </div>
    </FormSection>
  );
}
