// The office's bill of lading for one load (issue 39), opened over the request's dialog: the
// parties, freight terms (the third party appears when chosen), trailer, seal and order number,
// the lines, the hazardous material when a line is HM, and special instructions; what is missing,
// live, each item a link to its field; "Save draft" and "Issue bill of lading"; the issued
// versions with their PDFs. Operations edits and issues; accounting reads. Once the newest version
// is signed at pickup, nothing changes any more.
import { useMemo, useState } from 'react';
import type { BillOfLading } from '@shared/bills-of-lading/bol-draft-schema';
import { bolDraftSchema } from '@shared/bills-of-lading/bol-draft-schema';
import { FREIGHT_TERMS } from '@shared/bills-of-lading/bill-of-lading';
import { FREIGHT_TERMS_LABELS } from '@shared/bills-of-lading/bol-labels';
import { missingBolFields } from '@shared/bills-of-lading/bol-missing-fields';
import { formatDateTime } from '@shared/calendar-date';
import { DetailsDialog } from '@/components/admin/details-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMayUse } from '@/lib/admin/staff-access';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { useBillOfLading, useIssueBol, useSaveBolDraft } from './api/bill-of-lading';
import { draftOf, fieldId, formOf, type BolForm } from './components/bol-form';
import { TextField } from './components/bol-fields';
import { BolVersions } from './components/bol-versions';
import { HazmatFields } from './components/hazmat-fields';
import { MISSING_LIST_ID, MissingList } from './components/missing-list';
import { PartyFields } from './components/party-fields';
import { UnitLines } from './components/unit-lines';

interface BillOfLadingEditorProps {
  requestId: number;
  referenceId: string;
  onClose: () => void;
}

export function BillOfLadingEditorDialog({ requestId, referenceId, onClose }: BillOfLadingEditorProps) {
  const bol = useBillOfLading(requestId);
  return (
    <DetailsDialog detail={bol} title="Bill of lading" loadFailedText="Could not load this load's bill of lading." onClose={onClose}>
      {(data) => <BillOfLadingEditor requestId={requestId} referenceId={referenceId} bol={data} />}
    </DetailsDialog>
  );
}

/** The shared schema's refusals as the office types, by draft path (the first of each). */
function schemaErrors(form: BolForm): Record<string, string> {
  const result = bolDraftSchema.safeParse(draftOf(form));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export function BillOfLadingEditor({ requestId, referenceId, bol }: { requestId: number; referenceId: string; bol: BillOfLading }) {
  const mayUpdate = useMayUse('paperwork-updates');
  const [form, setForm] = useState<BolForm>(() => formOf(bol.draft));
  const save = useSaveBolDraft(requestId);
  const issue = useIssueBol(requestId);
  const [notice, setNotice] = useState<string | null>(null);
  const readOnly = !mayUpdate || bol.signed;

  const draft = useMemo(() => draftOf(form), [form]);
  const missing = useMemo(() => missingBolFields(draft), [draft]);
  const typingErrors = useMemo(() => schemaErrors(form), [form]);
  const refused = [save.error, issue.error].find((error) => error instanceof ApiError && error.status === 400) as ApiError | undefined;
  const errors = { ...(refused?.fieldErrors ?? {}), ...typingErrors };
  const failure = save.error ?? issue.error;
  const busy = save.isPending || issue.isPending;
  const hasHazmat = form.units.some((unit) => unit.hazmat);
  const newest = bol.versions[0];

  const change = <K extends keyof BolForm>(key: K, value: BolForm[K]) => {
    setNotice(null);
    setForm((current) => ({ ...current, [key]: value }));
  };

  const saveDraft = async () => {
    issue.reset();
    await save.mutateAsync(draft);
    setNotice('Draft saved.');
  };

  const issueBol = async () => {
    const firstMalformed = Object.keys(typingErrors)[0];
    if (firstMalformed !== undefined) {
      document.getElementById(fieldId(firstMalformed))?.focus();
      setNotice('Correct the fields marked first.');
      return;
    }
    if (missing.length > 0) {
      document.getElementById(MISSING_LIST_ID)?.focus();
      setNotice('Fill in what is missing first.');
      return;
    }
    await save.mutateAsync(draft);
    const issued = await issue.mutateAsync(undefined);
    setNotice(`Version ${issued.versions[0]?.version ?? ''} issued.`);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          Bill of lading · <span className="font-mono wrap-anywhere">{referenceId}</span>
        </DialogTitle>
        <DialogDescription>
          BOL number <span className="font-mono">{bol.bolNumber}</span>
        </DialogDescription>
      </DialogHeader>
      <div className="flex min-w-0 flex-col gap-5">
        {bol.signed && newest?.signedAt && (
          <Alert>
            Signed at pickup {formatDateTime(newest.signedAt)}
            {newest.shipperSignerName ? ` by ${newest.shipperSignerName}` : ''}: a signed bill of lading is never replaced.
          </Alert>
        )}
        {!bol.signed && <MissingList missing={missing} />}
        <form
          className="flex min-w-0 flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveDraft().catch(() => undefined);
          }}
        >
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
            <legend className="sr-only">Bill of lading draft</legend>
            <PartyFields party="shipFrom" value={form.shipFrom} onChange={(value) => change('shipFrom', value)} errors={errors} />
            <PartyFields party="shipTo" value={form.shipTo} onChange={(value) => change('shipTo', value)} errors={errors} />

            <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-semibold">Freight charge terms</legend>
              <div className="flex flex-wrap gap-4">
                {FREIGHT_TERMS.map((terms, index) => (
                  <label key={terms} className="flex items-center gap-2 text-sm">
                    <input
                      // The missing list's link to the terms leads to the first choice.
                      id={index === 0 ? fieldId('freightTerms') : undefined}
                      type="radio"
                      name="bol-freight-terms"
                      className="size-4"
                      value={terms}
                      checked={form.freightTerms === terms}
                      onChange={() => change('freightTerms', terms)}
                    />
                    {FREIGHT_TERMS_LABELS[terms]}
                  </label>
                ))}
              </div>
            </fieldset>
            {form.freightTerms === 'third_party' && (
              <PartyFields
                party="thirdPartyBillTo"
                value={form.thirdPartyBillTo}
                onChange={(value) => change('thirdPartyBillTo', value)}
                errors={errors}
              />
            )}

            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                path="trailerNumber"
                label="Trailer number"
                value={form.trailerNumber}
                onChange={(value) => change('trailerNumber', value)}
                errors={errors}
              />
              <TextField
                path="sealNumber"
                label="Seal number (optional)"
                value={form.sealNumber}
                onChange={(value) => change('sealNumber', value)}
                errors={errors}
              />
              <TextField
                path="customerOrderNumber"
                label="Customer order number (optional)"
                value={form.customerOrderNumber}
                onChange={(value) => change('customerOrderNumber', value)}
                errors={errors}
              />
            </div>

            <UnitLines units={form.units} onChange={(units) => change('units', units)} errors={errors} disabled={readOnly} />
            {hasHazmat && <HazmatFields value={form.hazmat} onChange={(value) => change('hazmat', value)} errors={errors} />}

            <TextField
              path="specialInstructions"
              label="Special instructions (optional)"
              value={form.specialInstructions}
              onChange={(value) => change('specialInstructions', value)}
              errors={errors}
              multiline
            />
          </fieldset>

          {failure && !(failure instanceof ApiError && failure.status === 400 && Object.keys(refused?.fieldErrors ?? {}).length > 0) && (
            <Alert variant="destructive">{failureMessage(failure)}</Alert>
          )}
          {refused && Object.keys(refused.fieldErrors).length > 0 && (
            <Alert variant="destructive">Nothing was saved: correct the fields marked.</Alert>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {notice}
          </p>
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" disabled={busy}>
                {save.isPending && !issue.isPending ? 'Saving...' : 'Save draft'}
              </Button>
              <Button type="button" disabled={busy} onClick={() => void issueBol().catch(() => undefined)}>
                {issue.isPending ? 'Issuing...' : 'Issue bill of lading'}
              </Button>
            </div>
          )}
        </form>
        <BolVersions requestId={requestId} versions={bol.versions} />
      </div>
    </>
  );
}
