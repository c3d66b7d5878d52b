// "Tracking and delivery contact" on the customer's request page (issue 40): who receives the
// freight (the link made at dispatch is mailed to them), and the request's tracking links to
// share: each with its state, who made it, when, and until when it works; "Make a link" shows the
// address with a Copy button; "Revoke" turns one off at once. In the page's language. The texts'
// part (a mobile number and consent) is a sibling section of its own.
import { Copy, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatViewerDateTime } from '@shared/calendar-date';
import { LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n';
import type { Consignee, TrackingLinkSummary } from '@shared/tracking-links/tracking-links';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { failureRefusal } from '@/lib/failure-message';
import { useMakePortalLink, usePortalConsignee, usePortalTrackingLinks, useRevokePortalLink, useSavePortalConsignee } from './api';

const STATE_TEXTS = {
  active: /*i18n*/ { id: 'account.trackingLinks.state.active' },
  expired: /*i18n*/ { id: 'account.trackingLinks.state.expired' },
  revoked: /*i18n*/ { id: 'account.trackingLinks.state.revoked' },
} as const;
const MAKER_TEXTS = {
  customer: /*i18n*/ { id: 'account.trackingLinks.madeBy.customer' },
  office: /*i18n*/ { id: 'account.trackingLinks.madeBy.office' },
  system: /*i18n*/ { id: 'account.trackingLinks.madeBy.system' },
} as const;

/** What the app hands the customer's request page (features never import each other). */
export const renderTrackingLinks = (referenceId: string) => <TrackingSection referenceId={referenceId} />;

export function TrackingSection({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-3 sm:pb-4">
          <CardTitle level={2} id={headingId}>
            {i18n._('account.trackingLinks.heading')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ConsigneePart referenceId={referenceId} />
          <LinksPart referenceId={referenceId} />
        </CardContent>
      </Card>
    </section>
  );
}

function ConsigneePart({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const consignee = usePortalConsignee(referenceId);
  if (consignee.isPending) return null;
  if (consignee.isError) return <Alert variant="destructive">{shownMessage(i18n, failureRefusal(consignee.error))}</Alert>;
  return <ConsigneeForm key={consignee.data.consignee?.updatedAt ?? 'none'} referenceId={referenceId} saved={consignee.data.consignee} />;
}

function ConsigneeForm({ referenceId, saved }: { referenceId: string; saved: Consignee | null }) {
  const i18n = useI18n();
  const pageLocale = useLocale();
  const ids = { name: useId(), email: useId(), language: useId(), heading: useId() };
  const [name, setName] = useState(saved?.name ?? '');
  const [email, setEmail] = useState(saved?.email ?? '');
  const [language, setLanguage] = useState<Locale>(saved?.language ?? pageLocale);
  const save = useSavePortalConsignee(referenceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, email, language }, { onSuccess: () => toast({ title: i18n._('account.trackingLinks.consignee.saved') }) });
  };
  return (
    <form onSubmit={submit} aria-labelledby={ids.heading} className="grid gap-3">
      <h3 id={ids.heading} className="font-semibold">
        {i18n._('account.trackingLinks.consignee.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._('account.trackingLinks.consignee.intro')}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>{i18n._('account.trackingLinks.consignee.name')}</Label>
        <Input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" maxLength={100} required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.email}>{i18n._('account.trackingLinks.consignee.email')}</Label>
        <Input
          id={ids.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          maxLength={254}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.language}>{i18n._('account.trackingLinks.consignee.language')}</Label>
        <NativeSelect id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {shownMessage(i18n, failureRefusal(save.error))}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={save.isPending}>
        {i18n._('account.trackingLinks.consignee.save')}
      </Button>
    </form>
  );
}

function LinksPart({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const headingId = useId();
  const list = usePortalTrackingLinks(referenceId);
  const make = useMakePortalLink(referenceId);
  const revoke = useRevokePortalLink(referenceId);
  const [made, setMade] = useState<TrackingLinkSummary | null>(null);
  const failure = make.error ?? revoke.error;
  return (
    <div className="grid gap-3" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {i18n._('account.trackingLinks.links.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._('account.trackingLinks.links.intro')}</p>
      {list.data?.canMake && (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={make.isPending}
          onClick={() => make.mutate(undefined, { onSuccess: setMade })}
        >
          <Link2 aria-hidden />
          {i18n._('account.trackingLinks.make')}
        </Button>
      )}
      {made && <MadeLink link={made} />}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {shownMessage(i18n, failureRefusal(failure))}
        </p>
      )}
      {list.data && list.data.links.length === 0 && <p className="text-sm">{i18n._('account.trackingLinks.none')}</p>}
      {list.data && list.data.links.length > 0 && (
        <ul className="grid gap-2" aria-label={i18n._('account.trackingLinks.links.heading')}>
          {list.data.links.map((link) => (
            <LinkRow key={link.id} link={link} revoking={revoke.isPending} onRevoke={() => revoke.mutate(link.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MadeLink({ link }: { link: TrackingLinkSummary }) {
  const i18n = useI18n();
  const inputId = useId();
  return (
    <div className="grid gap-1.5 rounded-lg border bg-muted/30 p-3">
      <Label htmlFor={inputId}>{i18n._('account.trackingLinks.made')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} readOnly value={link.url} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          onClick={() =>
            void copyToClipboard(link.url).then((copied) =>
              toast({ title: copied ? i18n._('account.trackingLinks.copied') : i18n._('account.trackingLinks.copyFailed') }),
            )
          }
        >
          <Copy aria-hidden />
          {i18n._('account.trackingLinks.copy')}
        </Button>
      </div>
    </div>
  );
}

function LinkRow({ link, revoking, onRevoke }: { link: TrackingLinkSummary; revoking: boolean; onRevoke: () => void }) {
  const i18n = useI18n();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <p className="font-medium">{i18n._(STATE_TEXTS[link.state])}</p>
        <p className="text-muted-foreground">
          {i18n._('account.trackingLinks.madeOn', {
            who: i18n._(MAKER_TEXTS[link.madeBy]),
            date: formatViewerDateTime(link.createdAt, locale),
          })}
        </p>
        {link.expiresAt && link.state === 'active' && (
          <p className="text-muted-foreground">
            {i18n._('account.trackingLinks.until', { date: formatViewerDateTime(link.expiresAt, locale) })}
          </p>
        )}
        <p className="font-mono text-xs break-all text-muted-foreground">{link.url}</p>
      </div>
      {link.state === 'active' && (
        <Button type="button" variant="outline" size="sm" disabled={revoking} onClick={onRevoke}>
          {i18n._('account.trackingLinks.revoke')}
        </Button>
      )}
    </li>
  );
}
