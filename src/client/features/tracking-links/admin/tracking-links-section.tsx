// "Tracking and delivery contact" in the request's View dialog (issue 40): the consignee the
// dispatch link is mailed to, and the request's tracking links, each with its state, who made it,
// when, when it expires and when it was last opened; "Make a link" shows the address with Copy;
// "Revoke" turns one off at once. Staff area 'tracking-links'. The texts' part is a sibling section.
import { Copy, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import { LOCALE_ENGLISH_NAMES, LOCALES, type Locale } from '@shared/i18n';
import type { Consignee, TrackingLinkSummary } from '@shared/tracking-links/tracking-links';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { failureMessage } from '@/lib/failure-message';
import { useMakeOfficeLink, useOfficeConsignee, useOfficeTrackingLinks, useRevokeOfficeLink, useSaveOfficeConsignee } from './api';

const STATE_LABELS = { active: 'Working', expired: 'Expired', revoked: 'Revoked' } as const;
const MAKER_LABELS = { customer: 'the customer', office: 'the office', system: 'dispatch (mailed to the consignee)' } as const;

export function TrackingLinksSection({ requestId }: { requestId: number }) {
  const mayUse = useMayUse('tracking-links');
  if (!mayUse) return null;
  const headingId = `tracking-links-${requestId}`;
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Tracking and delivery contact</DetailHeading>
      <div className="flex flex-col gap-4">
        <OfficeConsignee requestId={requestId} />
        <OfficeLinks requestId={requestId} />
      </div>
    </section>
  );
}

function OfficeConsignee({ requestId }: { requestId: number }) {
  const consignee = useOfficeConsignee(requestId);
  if (consignee.isPending) return null;
  if (consignee.isError) return <Alert variant="destructive">Could not load the delivery contact: {failureMessage(consignee.error)}</Alert>;
  return <ConsigneeForm key={consignee.data.consignee?.updatedAt ?? 'none'} requestId={requestId} saved={consignee.data.consignee} />;
}

function ConsigneeForm({ requestId, saved }: { requestId: number; saved: Consignee | null }) {
  const ids = { name: useId(), email: useId(), language: useId() };
  const [name, setName] = useState(saved?.name ?? '');
  const [email, setEmail] = useState(saved?.email ?? '');
  const [language, setLanguage] = useState<Locale>(saved?.language ?? 'en');
  const save = useSaveOfficeConsignee(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, email, language }, { onSuccess: () => toast({ title: 'Delivery contact saved' }) });
  };
  return (
    <form onSubmit={submit} aria-label="Delivery contact" className="grid gap-2 sm:grid-cols-3 sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor={ids.name}>Consignee name</Label>
        <Input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.email}>Consignee e-mail (optional)</Label>
        <Input id={ids.email} type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={ids.language}>Language</Label>
        <NativeSelect id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_ENGLISH_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {failureMessage(save.error)}
        </p>
      )}
      <Button type="submit" size="sm" variant="outline" className="sm:col-span-3 sm:justify-self-start" disabled={save.isPending}>
        Save delivery contact
      </Button>
    </form>
  );
}

function OfficeLinks({ requestId }: { requestId: number }) {
  const list = useOfficeTrackingLinks(requestId);
  const make = useMakeOfficeLink(requestId);
  const revoke = useRevokeOfficeLink(requestId);
  const [made, setMade] = useState<TrackingLinkSummary | null>(null);
  if (list.isPending) return null;
  if (list.isError) return <Alert variant="destructive">Could not load the tracking links: {failureMessage(list.error)}</Alert>;
  const failure = make.error ?? revoke.error;
  return (
    <div className="flex flex-col gap-2">
      {list.data.links.length === 0 && <p className="text-sm text-muted-foreground">No tracking links yet.</p>}
      {list.data.links.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Tracking links">
          {list.data.links.map((link) => (
            <li key={link.id} className="flex flex-col gap-1 rounded-md border p-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={link.state === 'active' ? 'green' : 'neutral'}>{STATE_LABELS[link.state]}</Badge>
                  <span>
                    Made by {MAKER_LABELS[link.madeBy]}, {formatDateTime(link.createdAt)}
                  </span>
                </p>
                <p className="text-muted-foreground">
                  {link.expiresAt ? `Expires ${formatDateTime(link.expiresAt)}` : 'Expires after delivery'}
                  {link.revokedAt && ` · Revoked ${formatDateTime(link.revokedAt)}`}
                </p>
              </div>
              {link.state === 'active' && (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data.canMake ? (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={make.isPending}
          onClick={() => make.mutate(undefined, { onSuccess: setMade })}
        >
          <Link2 aria-hidden />
          Make a link
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">The request is cancelled: its links no longer work.</p>
      )}
      {made && <MadeLink url={made.url} />}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(failure)}
        </p>
      )}
    </div>
  );
}

function MadeLink({ url }: { url: string }) {
  const inputId = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={inputId}>New tracking link</Label>
      <div className="flex gap-2">
        <Input id={inputId} readOnly value={url} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
        <Button
          size="sm"
          onClick={() =>
            void copyToClipboard(url).then((copied) =>
              toast({ title: copied ? 'Link copied' : 'Could not copy: select the link and copy it' }),
            )
          }
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
