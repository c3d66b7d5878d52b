// /track: a customer follows their request with its reference ID and their e-mail address.
// ?ref= fills in the reference ID, so a link from an e-mail needs only the address typed. The
// e-mail address never travels in a link; a ref that cannot name a service request is ignored.
import { Phone } from 'lucide-react';
import { useSearch } from 'wouter';
import { phoneHref } from '@shared/format';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api';
import { refusalOf } from '@/lib/failure-message';
import { companyProfile } from '@/lib/company-profile';
import { usePageTitle } from '@/lib/use-page-title';
import { useTrackRequest } from './api/track-request';
import { TrackingForm } from './components/tracking-form';
import { TrackingResult } from './components/tracking-result';
import { referenceIdFromLink } from './reference-from-link';

export function TrackRequestPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('track.title'));
  const referenceFromLink = referenceIdFromLink(useSearch());
  const lookup = useTrackRequest();

  return (
    <section aria-labelledby="track-heading" className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 id="track-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {i18n._('track.title')}
      </h1>
      <p className="mt-3 text-base text-muted-foreground">{i18n._('track.intro')}</p>

      <Card className="mt-8">
        <CardContent className="pt-5 sm:pt-6">
          <TrackingForm
            key={referenceFromLink}
            initialReferenceId={referenceFromLink}
            pending={lookup.isPending}
            onLookup={(values) => lookup.mutate(values)}
          />
        </CardContent>
      </Card>

      <div className="mt-6">
        {lookup.isError && <LookupFailed error={lookup.error} />}
        {lookup.data && <TrackingResult result={lookup.data} lookup={lookup.variables} />}
      </div>
    </section>
  );
}

function LookupFailed({ error }: { error: Error }) {
  const i18n = useI18n();
  // The server's refusal, shown in the page's language by its code when it is one of src/shared's.
  const message = error instanceof ApiError ? shownMessage(i18n, refusalOf(error) ?? error.message) : i18n._('track.offline');
  return (
    <Alert variant="destructive">
      <p className="font-medium">{message}</p>
      <p className="mt-2">
        <a href={phoneHref(companyProfile.supportPhone)} className="inline-flex items-center gap-1.5 font-semibold underline">
          <Phone className="size-4" aria-hidden />
          {companyProfile.supportPhone}
        </a>
      </p>
    </Alert>
  );
}
