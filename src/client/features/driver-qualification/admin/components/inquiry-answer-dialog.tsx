// A previous employer's answer (its file and the day it came), or, when none came after the letter
// went out, the good-faith effort (391.23(c)(2)): what was tried, in a note. The server's refusal
// of a field shows under it.
import { useId, useState, type FormEvent } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import type { PreviousEmployerInquiryView } from '@shared/driver-qualification/qualification-file-view';
import { SCANNED_DOCUMENT_RULES } from '@shared/uploads';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useRecordInquiryAnswer, type InquiryAnswer } from '../api/inquiries';

export type AnswerKind = InquiryAnswer['outcome'];

const FIELDS = ['receivedOn', 'file', 'note'] as const;
type Field = (typeof FIELDS)[number];

interface InquiryAnswerDialogProps {
  driverId: number;
  inquiry: PreviousEmployerInquiryView;
  kind: AnswerKind;
  onClose: () => void;
}

export function InquiryAnswerDialog({ driverId, inquiry, kind, onClose }: InquiryAnswerDialogProps) {
  const id = useId();
  const record = useRecordInquiryAnswer(driverId);
  const [receivedOn, setReceivedOn] = useState('');
  const [file, setFile] = useState<File>();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageOrText>>>({});
  const [failure, setFailure] = useState<string>();

  function answer(): InquiryAnswer | Partial<Record<Field, string>> {
    if (kind === 'no_response')
      return note.trim() ? { outcome: 'no_response', note } : { note: 'Say what was tried to reach the employer.' };
    if (!receivedOn || !file) {
      return {
        ...(!receivedOn && { receivedOn: 'Enter the day the answer came.' }),
        ...(!file && { file: "Attach the employer's answer." }),
      };
    }
    return { outcome: 'answered', receivedOn, file };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const chosen = answer();
    if (!('outcome' in chosen)) {
      setErrors(chosen);
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync({ inquiryId: inquiry.id, answer: chosen });
      toast({ title: kind === 'answered' ? 'Answer recorded' : 'Good-faith effort recorded', description: inquiry.employerName });
      onClose();
    } catch (refusal) {
      const refused: Partial<Record<Field, MessageOrText>> = {};
      for (const field of FIELDS) {
        const reason = refusedField(refusal, field);
        if (reason !== undefined) refused[field] = reason;
      }
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureMessage(refusal));
    }
  }

  const field = (name: Field) => ({ id: `${id}-${name}`, ...errorAria(`${id}-${name}-error`, errors[name]) });

  return (
    <FormDialog
      title={kind === 'answered' ? `Record the answer of ${inquiry.employerName}` : `No answer from ${inquiry.employerName}`}
      description={
        kind === 'answered'
          ? "Attach the employer's answer as it came (a scan or the PDF) and the day it was received."
          : 'The employer did not answer. Record what was done to reach them; it is kept in the file as the good-faith effort.'
      }
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : kind === 'answered' ? 'Record answer' : 'Record good-faith effort'}
        </Button>
      }
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {kind === 'answered' ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-receivedOn`}>Received on</Label>
            <Input {...field('receivedOn')} type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
            <FieldError id={`${id}-receivedOn-error`} error={errors.receivedOn} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-file`}>The answer (PDF or photo)</Label>
            <Input
              {...field('file')}
              type="file"
              accept={SCANNED_DOCUMENT_RULES.accept}
              onChange={(event) => setFile(event.target.files?.[0] ?? undefined)}
            />
            <FieldError id={`${id}-file-error`} error={errors.file} />
          </div>
        </>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-note`}>What was tried</Label>
          <Textarea {...field('note')} rows={4} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          <FieldError id={`${id}-note-error`} error={errors.note} />
        </div>
      )}
    </FormDialog>
  );
}
