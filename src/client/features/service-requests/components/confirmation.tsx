// Step 2: the reference ID, what happens next, and how to reach us now.
import { Copy, Mail, PackageSearch, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import type { UserRole } from '@shared/service-requests';
import { ReferenceIdCard } from '@/components/submitted/reference-id-card';
import { SubmittedHeading } from '@/components/submitted/submitted-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { companyProfile } from '@/lib/company-profile';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { ROLE_COPY } from '../roles';

interface ConfirmationProps {
  role: UserRole;
  referenceId: string;
  /** Unknown after a reload: the address is never stored in the browser. */
  email?: string;
  onSubmitAnother: () => void;
}

export function Confirmation({ role, referenceId, email, onSubmitAnother }: ConfirmationProps) {
  const copy = ROLE_COPY[role];
  const { supportPhone, email: companyEmail } = companyProfile;
  const trackHref = `/track?ref=${encodeURIComponent(referenceId)}`;

  async function copyReference() {
    if (await copyToClipboard(referenceId)) {
      toast({ title: 'Reference ID Copied', description: 'The reference ID has been copied to your clipboard.' });
    } else {
      toast({ title: 'Copy Failed', description: 'Please select the reference ID and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div className="text-center">
        <SubmittedHeading id="confirmation-heading" className="mt-4">
          {copy.confirmationTitle}
        </SubmittedHeading>
        <p className="mt-3 text-muted-foreground">{copy.confirmationText}</p>
      </div>

      <ReferenceIdCard
        referenceId={referenceId}
        note="Keep it: you need it to track your request and to pay your invoice."
        actions={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={() => void copyReference()}>
              <Copy aria-hidden /> Copy
            </Button>
            <Button asChild>
              <Link href={trackHref}>
                <PackageSearch aria-hidden /> Track this request
              </Link>
            </Button>
          </div>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>Our team reviews your request within 2-4 business hours.</li>
            <li>
              {email ? (
                <>
                  We send an e-mail confirmation to <span className="font-medium [overflow-wrap:anywhere]">{email}</span>.
                </>
              ) : (
                'We send an e-mail confirmation to the address you gave us.'
              )}
            </li>
            <li>We contact you to confirm the details and send you a quote.</li>
            <li>
              <Link href={trackHref} className="font-medium text-primary underline-offset-4 hover:underline">
                Track your request
              </Link>{' '}
              any time with your reference ID and e-mail.
            </li>
          </ol>
        </CardContent>
      </Card>

      <Card className="border-blue-200 bg-blue-50">
        <CardHeader>
          <CardTitle>Need immediate assistance?</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <a href={phoneHref(supportPhone)} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
            <Phone className="size-4" aria-hidden /> {supportPhone} (24/7 support)
          </a>
          <a href={`mailto:${companyEmail}`} className="inline-flex items-center gap-2 wrap-anywhere text-primary hover:underline">
            <Mail className="size-4 shrink-0" aria-hidden /> {companyEmail}
          </a>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="outline" size="lg" onClick={onSubmitAnother}>
          Submit Another Request
        </Button>
        <Button asChild variant="accent" size="lg">
          <a href={phoneHref(supportPhone)}>
            <Phone aria-hidden /> Call Now for Immediate Service
          </a>
        </Button>
      </div>
    </section>
  );
}
