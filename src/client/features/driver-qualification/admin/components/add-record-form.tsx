// "Add a record": choose the kind, fill its fields (qualificationRecordSchema's) and attach its
// file. The shared schema checks the fields as the server will; the server's refusal of a field
// (a date in the future, a file it cannot read) shows under that field, anything else above the button.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  QUALIFICATION_RECORD_KINDS,
  qualificationRecordSchema,
  RECORD_FILE_REQUIRED,
  type QualificationRecordKind,
} from '@shared/driver-qualification/qualification-records';
import type { MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';
import { SCANNED_DOCUMENT_RULES } from '@shared/uploads';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useAddQualificationRecord } from '../api/add-qualification-record';
import { RECORD_KIND_LABELS } from './qualification-labels';
import { RECORD_FIELDS, type RecordField } from './record-fields';

const FILE_REQUIRED_TEXT = 'Attach the document.';

function isRecordKind(value: string): value is QualificationRecordKind {
  return (QUALIFICATION_RECORD_KINDS as readonly string[]).includes(value);
}

/** Empty fields as the schema reads a field left out. */
const present = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim() === '' ? undefined : value]));

export function AddRecordForm({ driverId }: { driverId: number }) {
  const id = useId();
  const add = useAddQualificationRecord(driverId);
  const [kind, setKind] = useState<QualificationRecordKind>('motor_vehicle_record');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, MessageOrText>>({});
  const [failure, setFailure] = useState<string>();

  const names = [...RECORD_FIELDS[kind].map((field) => field.name), 'file'];
  const errorOf = (name: string) => errors[name];

  function chooseKind(next: QualificationRecordKind) {
    setKind(next);
    setFields({});
    setErrors({});
    setFailure(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const found: Record<string, MessageOrText> = {};
    const parsed = qualificationRecordSchema.safeParse({ kind, ...present(fields) });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issueMessage(issue);
    if (RECORD_FILE_REQUIRED[kind] && !file) found.file = FILE_REQUIRED_TEXT;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({ kind, fields, file });
      toast({ title: 'Record added', description: RECORD_KIND_LABELS[kind] });
      setFields({});
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (refusal) {
      const refused: Record<string, MessageOrText> = {};
      for (const name of names) {
        const reason = refusedField(refusal, name);
        if (reason !== undefined) refused[name] = reason;
      }
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(failureMessage(refusal));
    }
  }

  const control = (field: RecordField) => {
    const controlId = `${id}-${field.name}`;
    const common = {
      id: controlId,
      name: field.name,
      value: fields[field.name] ?? '',
      ...errorAria(`${controlId}-error`, errorOf(field.name)),
    };
    const set = (value: string) => setFields((current) => ({ ...current, [field.name]: value }));
    if (field.control === 'date') return <Input {...common} type="date" onChange={(event) => set(event.target.value)} />;
    if (field.control === 'text') return <Input {...common} maxLength={field.maxLength} onChange={(event) => set(event.target.value)} />;
    if (field.control === 'textarea') {
      return <Textarea {...common} rows={3} maxLength={field.maxLength} onChange={(event) => set(event.target.value)} />;
    }
    return (
      <NativeSelect {...common} onChange={(event) => set(event.target.value)}>
        <option value="">Choose...</option>
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add a record"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-kind`}>Kind of record</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => isRecordKind(event.target.value) && chooseKind(event.target.value)}
        >
          {QUALIFICATION_RECORD_KINDS.map((option) => (
            <option key={option} value={option}>
              {RECORD_KIND_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {RECORD_FIELDS[kind].map((field) => (
        <div
          key={`${kind}-${field.name}`}
          className={field.control === 'textarea' ? 'grid gap-1.5 sm:col-span-2' : 'grid content-start gap-1.5'}
        >
          <Label htmlFor={`${id}-${field.name}`}>
            {field.label}
            {'optional' in field && field.optional ? ' (optional)' : ''}
          </Label>
          {control(field)}
          <FieldError id={`${id}-${field.name}-error`} error={errorOf(field.name)} />
        </div>
      ))}
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-file`}>
          {RECORD_FILE_REQUIRED[kind] ? 'Document (PDF or photo)' : 'Signed copy (PDF or photo, optional)'}
        </Label>
        <Input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          name="file"
          accept={SCANNED_DOCUMENT_RULES.accept}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          {...errorAria(`${id}-file-error`, errorOf('file'))}
        />
        <FieldError id={`${id}-file-error`} error={errorOf('file')} />
      </div>
      {failure && (
        <Alert variant="destructive" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      <Button type="submit" className="sm:col-span-2 sm:justify-self-end" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add record'}
      </Button>
    </form>
  );
}
