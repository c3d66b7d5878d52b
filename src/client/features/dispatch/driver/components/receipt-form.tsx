// Adding a receipt paid on the road (issue 37): a lumper receipt or a scale ticket, what was paid,
// and one photo of it. Checked here by the server's own rules (the amount's reading, the photo's
// type and size) so a driver in a dead zone learns at once what is wrong; the server checks again.
import { useId, useState, type FormEvent } from 'react';
import { MAX_RECEIPT_AMOUNT } from '@shared/dispatch/receipts';
import { RECEIPT_KINDS, type ReceiptKind } from '@shared/invoicing/invoice-lines';
import { amountToCents, AMOUNT_MESSAGES } from '@shared/money';
import { codedMessage } from '@shared/coded-message';
import { formatUsd, readAmount } from '@shared/money-format';
import { SHARED_MESSAGES } from '@shared/shared-messages';
import { DRIVER_RECEIPT_RULES } from '@shared/uploads';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { sharedMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { cn } from '@/lib/cn';
import type { UpdateDraft } from '../offline/submit-update';
import { BIG_BUTTON } from './glove-sizes';
import { PhotoPicker } from './photo-picker';
import { receiptKindText } from './queue-status';

export interface ReceiptFormProps {
  referenceId: string;
  onSubmit: (draft: UpdateDraft) => Promise<void>;
  onCancel: () => void;
}

interface ReceiptErrors {
  kind?: string;
  amount?: string;
  photo?: string;
}

export function ReceiptForm({ referenceId, onSubmit, onCancel }: ReceiptFormProps) {
  const i18n = useI18n();
  const id = useId();
  const [kind, setKind] = useState<ReceiptKind>();
  const [amount, setAmount] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ReceiptErrors>({});
  const [saving, setSaving] = useState(false);

  /** The amount as the server will read it, or why it would refuse it. */
  function checkedAmount(): { amount: string } | { error: string } {
    const read = readAmount(amount);
    if ('problem' in read) return { error: sharedMessage(i18n, AMOUNT_MESSAGES[read.problem]) };
    if (amountToCents(read.amount) > amountToCents(MAX_RECEIPT_AMOUNT))
      return { error: sharedMessage(i18n, codedMessage(SHARED_MESSAGES.amountTooLarge, { max: formatUsd(MAX_RECEIPT_AMOUNT) })) };
    return read;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const paid = checkedAmount();
    const found: ReceiptErrors = {
      kind: kind ? undefined : sharedMessage(i18n, codedMessage(SHARED_MESSAGES.chooseReceiptKind)),
      amount: 'error' in paid ? paid.error : undefined,
      photo: photos.length > 0 ? undefined : sharedMessage(i18n, codedMessage(SHARED_MESSAGES.receiptPhotoRequired)),
    };
    setErrors(found);
    if (!kind || 'error' in paid || found.photo) return;
    setSaving(true);
    try {
      await onSubmit({
        referenceId,
        kind: 'receipt',
        receiptKind: kind,
        amount: paid.amount,
        photos: photos.map((photo) => ({ blob: photo, name: photo.name })),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {i18n._('driver.receipt.title')}
      </h2>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend className="mb-2 text-lg font-medium">{i18n._('driver.receipt.kind')}</legend>
        {RECEIPT_KINDS.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-4 rounded-lg border-2 px-4 py-3 text-lg',
              kind === choice ? 'border-primary bg-blue-50 font-semibold' : 'border-input',
            )}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={choice}
              checked={kind === choice}
              onChange={() => setKind(choice)}
              className="size-6"
            />
            {receiptKindText(i18n, choice)}
          </label>
        ))}
        <FieldError id={`${id}-kind-error`} error={errors.kind} announce />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`} className="text-lg">
          {i18n._('driver.receipt.amount')}
        </Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          className="h-14 text-lg"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...errorAria(`${id}-amount-error`, errors.amount)}
        />
        <FieldError id={`${id}-amount-error`} error={errors.amount} />
      </div>
      <PhotoPicker
        label={i18n._('driver.receipt.photo')}
        photos={photos}
        onChange={setPhotos}
        error={errors.photo}
        rules={DRIVER_RECEIPT_RULES}
      />
      <Button type="submit" className={BIG_BUTTON} disabled={saving}>
        {saving ? i18n._('driver.form.saving') : i18n._('driver.receipt.submit')}
      </Button>
      <Button variant="outline" className={BIG_BUTTON} onClick={onCancel}>
        {i18n._('driver.form.cancel')}
      </Button>
    </form>
  );
}
