// Step 2: the reference ID, what happens next, and how to reach us now.
import { Copy, Mail, PackageSearch, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import type { UserRole } from '@shared/service-requests/service-requests';
import { ReferenceIdCard } from '@/components/submitted/reference-id-card';
import { SubmittedHeading } from '@/components/submitted/submitted-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { RichText } from '@/i18n/rich-text';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { ROLE_COPY } from './role-copy';

interface ConfirmationProps {
  role: UserRole;
  referenceId: string;
  /** Unknown after a reload: the address is never stored in the browser. */
  email?: string;
  onSubmitAnother: () => void;
}

export function Confirmation({ role, referenceId, email, onSubmitAnother }: ConfirmationProps) {
  const i18n = useI18n();
  const copy = ROLE_COPY[role];
  const { supportPhone, email: companyEmail } = companyProfile;
  const trackHref = `/track?ref=${encodeURIComponent(referenceId)}`;

  async function copyReference() {
    if (await copyToClipboard(referenceId)) {
      toast({ title: i18n._('request.confirmation.copied'), description: i18n._('request.confirmation.copiedText') });
    } else {
      toast({
        title: i18n._('request.confirmation.copyFailed'),
        description: i18n._('request.confirmation.copyFailedText'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div className="text-center">
        <SubmittedHeading id="confirmation-heading" className="mt-4">
          {i18n._(copy.confirmationTitle)}
        </SubmittedHeading>
        <p className="mt-3 text-muted-foreground">{i18n._(copy.confirmationText)}</p>
      </div>

      <ReferenceIdCard
        referenceId={referenceId}
        note={i18n._('request.confirmation.referenceNote')}
        actions={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={() => void copyReference()}>
              <Copy aria-hidden /> {i18n._('request.confirmation.copy')}
            </Button>
            <Button asChild>
              <Link href={trackHref}>
                <PackageSearch aria-hidden /> {i18n._('request.confirmation.track')}
              </Link>
            </Button>
          </div>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{i18n._('request.confirmation.nextTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>{i18n._('request.confirmation.nextReview')}</li>
            <li>
              {email ? (
                <RichText
                  message={/*i18n*/ { id: 'request.confirmation.nextEmailTo' }}
                  values={{ email }}
                  components={{ 0: <span className="font-medium [overflow-wrap:anywhere]" /> }}
                />
              ) : (
                i18n._('request.confirmation.nextEmail')
              )}
            </li>
            <li>{i18n._('request.confirmation.nextQuote')}</li>
            <li>
              <RichText
                message={/*i18n*/ { id: 'request.confirmation.nextTrack' }}
                components={{ 0: <Link href={trackHref} className="font-medium text-primary underline-offset-4 hover:underline" /> }}
              />
            </li>
          </ol>
        </CardContent>
      </Card>

      <Card className="border-blue-200 bg-blue-50">
        <CardHeader>
          <CardTitle>{i18n._('request.confirmation.helpTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <a href={phoneHref(supportPhone)} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
            <Phone className="size-4" aria-hidden /> {i18n._('request.confirmation.supportPhone', { phone: supportPhone })}
          </a>
          <a href={`mailto:${companyEmail}`} className="inline-flex items-center gap-2 wrap-anywhere text-primary hover:underline">
            <Mail className="size-4 shrink-0" aria-hidden /> {companyEmail}
          </a>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="outline" size="lg" onClick={onSubmitAnother}>
          {i18n._('request.confirmation.another')}
        </Button>
        <Button asChild variant="accent" size="lg">
          <a href={phoneHref(supportPhone)}>
            <Phone aria-hidden /> {i18n._('request.confirmation.call')}
          </a>
        </Button>
      </div>
    </section>
  );
}
