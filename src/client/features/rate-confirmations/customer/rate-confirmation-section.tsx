// The rate confirmation on a broker's request page (issue 39): the newest version laid out (lane,
// days, equipment, commodity, weight, the lines and total, detention and payment terms, our MC/DOT)
// with its PDF, the electronic signature (typed name, title and the consent's exact words), and a
// way to send their own instead. Shown only on a broker's request; in the page's language.
import { FileSignature, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { formatViewerDateTime } from '@shared/calendar-date';
import type { MessageOrText } from '@shared/coded-message';
import { formatUsd } from '@shared/money-format';
import type { RateConfirmationContent } from '@shared/rate-confirmations/rate-confirmation';
import type { PortalRateConfirmation } from '@shared/rate-confirmations/rate-confirmation-schemas';
import { RATE_CONFIRMATION_CONSENT } from '@shared/rate-confirmations/rate-confirmation-texts';
import { fileProblem, SCANNED_DOCUMENT_RULES } from '@shared/uploads';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { usePortalRateConfirmations, useSignRateConfirmation, useUploadRateConfirmation } from './api';

const STATE_TEXTS = {
  sent: /*i18n*/ { id: 'account.rateConfirmation.state.sent' },
  signed: /*i18n*/ { id: 'account.rateConfirmation.state.signed' },
  uploaded: /*i18n*/ { id: 'account.rateConfirmation.state.uploaded' },
  accepted: /*i18n*/ { id: 'account.rateConfirmation.state.accepted' },
  rejected: /*i18n*/ { id: 'account.rateConfirmation.state.rejected' },
  superseded: /*i18n*/ { id: 'account.rateConfirmation.state.superseded' },
} as const;

/** What the app hands the customer's request page (features never import each other). */
export const renderRateConfirmation = (referenceId: string) => <RateConfirmationSection referenceId={referenceId} />;

export function RateConfirmationSection({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const headingId = useId();
  const list = usePortalRateConfirmations(referenceId);
  // Not a broker's request, or not loaded (the rest of the page stands on its own).
  if (!list.data?.applies) return null;
  const [newest, ...older] = list.data.versions;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-3 sm:pb-4">
          <CardTitle level={2} id={headingId}>
            {i18n._('account.rateConfirmation.heading')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {newest ? (
            <VersionView referenceId={referenceId} version={newest} />
          ) : (
            <p className="text-sm">{i18n._('account.rateConfirmation.none')}</p>
          )}
          {older.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label={i18n._('account.rateConfirmation.earlier')}>
              {older.map((version) => (
                <li key={version.version}>
                  <a className="underline" href={version.fileUrl}>
                    {i18n._('account.rateConfirmation.version', { version: version.version })}
                  </a>{' '}
                  ({i18n._(STATE_TEXTS[version.state])})
                </li>
              ))}
            </ul>
          )}
          {list.data.canUpload && <UploadOwn referenceId={referenceId} />}
        </CardContent>
      </Card>
    </section>
  );
}

function VersionView({ referenceId, version }: { referenceId: string; version: PortalRateConfirmation }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <strong>{i18n._('account.rateConfirmation.version', { version: version.version })}</strong>: {i18n._(STATE_TEXTS[version.state])}
      </p>
      {version.content && <ContentView content={version.content} />}
      {version.signature && (
        <p className="text-sm">
          {i18n._('account.rateConfirmation.signedBy', {
            name: version.signature.name,
            title: version.signature.title,
            at: formatViewerDateTime(version.signature.signedAt, locale),
          })}
        </p>
      )}
      <p>
        <a className="text-sm font-medium underline" href={version.fileUrl}>
          {version.source === 'generated' ? i18n._('account.rateConfirmation.pdf') : i18n._('account.rateConfirmation.yourFile')}
        </a>
      </p>
      {version.signable && <SignForm referenceId={referenceId} version={version.version} />}
    </div>
  );
}

function ContentView({ content }: { content: RateConfirmationContent }) {
  const i18n = useI18n();
  const locale = useLocale();
  const stop = (label: string, value: RateConfirmationContent['pickup']) => ({
    label,
    value: [
      value.address,
      `${value.city}, ${value.state} ${value.zip}`,
      value.appointmentAt
        ? i18n._('account.rateConfirmation.appointment', { at: formatViewerDateTime(value.appointmentAt, locale) })
        : value.date
          ? formatCalendarDate(value.date, locale)
          : undefined,
    ]
      .filter(Boolean)
      .join(' · '),
  });
  const facts = [
    stop(i18n._('account.rateConfirmation.pickup'), content.pickup),
    stop(i18n._('account.rateConfirmation.delivery'), content.delivery),
    { label: i18n._('account.rateConfirmation.equipment'), value: content.equipment },
    { label: i18n._('account.rateConfirmation.commodity'), value: content.commodity },
    {
      label: i18n._('account.rateConfirmation.weight'),
      value: content.weightLbs ? i18n._('account.rateConfirmation.pounds', { weight: content.weightLbs.toLocaleString(locale) }) : '—',
    },
    {
      label: i18n._('account.rateConfirmation.detention'),
      value: content.detention
        ? i18n._('account.rateConfirmation.detentionTerms', {
            hours: content.detention.freeHours,
            rate: formatUsd(content.detention.hourlyRate, locale),
          })
        : i18n._('account.rateConfirmation.noDetention'),
    },
    {
      label: i18n._('account.rateConfirmation.paymentTerms'),
      value:
        content.paymentTerms === 'due_on_receipt'
          ? i18n._('account.rateConfirmation.dueOnReceipt')
          : i18n._('account.rateConfirmation.netDays', { days: content.paymentTerms.replace('net_', '') }),
    },
    {
      label: i18n._('account.rateConfirmation.carrier'),
      value: `${content.carrier.name} · MC# ${content.carrier.mcNumber} · USDOT# ${content.carrier.dotNumber}${content.carrier.scac ? ` · SCAC ${content.carrier.scac}` : ''}`,
    },
  ];
  return (
    <>
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="wrap-anywhere">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {/* Its own small table, not the invoice's: a chunk shared with the invoice's page would cost every page's first download a name. */}
      <table className="w-full text-sm">
        <caption className="sr-only">{i18n._('account.rateConfirmation.linesCaption')}</caption>
        <tbody>
          {content.lines.map((line, index) => (
            <tr key={index} className="border-b align-top">
              <td className="py-2 pr-3 break-words">{line.description}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatUsd(line.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-3 text-left">
              {i18n._('account.rateConfirmation.total')}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatUsd(content.total, locale)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-muted-foreground text-xs">{content.terms}</p>
    </>
  );
}

function SignForm({ referenceId, version }: { referenceId: string; version: number }) {
  const i18n = useI18n();
  const locale = useLocale();
  const sign = useSignRateConfirmation(referenceId);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState<MessageOrText>();
  const ids = { name: useId(), title: useId(), consent: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!name.trim() || !title.trim() || !consent) {
      setFailure(i18n._('account.rateConfirmation.signMissing'));
      return;
    }
    try {
      await sign.mutateAsync({ version, signature: { name, title, consent: true } });
      toast({ title: i18n._('account.rateConfirmation.signedToast') });
    } catch (refusal) {
      setFailure(failureRefusal(refusal));
    }
  }

  return (
    <form className="grid gap-3 rounded-md border p-3" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm font-medium">{i18n._('account.rateConfirmation.signHeading')}</p>
      {failure && <Alert variant="destructive">{shownMessage(i18n, failure)}</Alert>}
      <div className="grid gap-1">
        <Label htmlFor={ids.name}>{i18n._('account.rateConfirmation.fullName')}</Label>
        <Input id={ids.name} autoComplete="name" value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.title}>{i18n._('account.rateConfirmation.title')}</Label>
        <Input
          id={ids.title}
          autoComplete="organization-title"
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="flex items-start gap-2">
        <input
          id={ids.consent}
          type="checkbox"
          className="mt-1 size-4"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        {/* The exact words the signature records (src/shared/rate-confirmations). */}
        <Label htmlFor={ids.consent} className="text-sm leading-snug font-normal">
          {RATE_CONFIRMATION_CONSENT[locale]}
        </Label>
      </div>
      <Button type="submit" disabled={sign.isPending} className="w-full sm:w-auto">
        <FileSignature aria-hidden />
        {sign.isPending ? i18n._('account.rateConfirmation.signing') : i18n._('account.rateConfirmation.sign')}
      </Button>
    </form>
  );
}

function UploadOwn({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const upload = useUploadRateConfirmation(referenceId);
  const [file, setFile] = useState<File>();
  const [failure, setFailure] = useState<MessageOrText>();
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (!file) {
      setFailure(i18n._('account.rateConfirmation.chooseFile'));
      return;
    }
    const problem = fileProblem(file, SCANNED_DOCUMENT_RULES);
    if (problem) {
      setFailure(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      setFile(undefined);
      toast({ title: i18n._('account.rateConfirmation.uploadedToast') });
    } catch (refusal) {
      setFailure(failureRefusal(refusal));
    }
  }

  return (
    <form className="grid gap-2 border-t pt-3" onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={inputId}>{i18n._('account.rateConfirmation.uploadLabel')}</Label>
      <p className="text-muted-foreground text-xs">{i18n._('account.rateConfirmation.uploadHint')}</p>
      {failure && <Alert variant="destructive">{shownMessage(i18n, failure)}</Alert>}
      <Input id={inputId} type="file" accept={SCANNED_DOCUMENT_RULES.accept} onChange={(event) => setFile(event.target.files?.[0])} />
      <Button type="submit" variant="outline" disabled={upload.isPending} className="w-full sm:w-auto">
        <Upload aria-hidden />
        {upload.isPending ? i18n._('account.rateConfirmation.uploading') : i18n._('account.rateConfirmation.upload')}
      </Button>
    </form>
  );
}
