// Step 2: the reference ID, what happens next, and how to reach us now.
import { CheckCircle2, Copy, Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import type { UserRole } from '@shared/service-requests';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { companyProfile } from '@/lib/company-profile';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { ROLE_COPY } from '../roles';

interface ConfirmationProps {
  role: UserRole;
  referenceId: string;
  email: string;
  onSubmitAnother: () => void;
}

export function Confirmation({ role, referenceId, email, onSubmitAnother }: ConfirmationProps) {
  const copy = ROLE_COPY[role];
  const heading = useFocusOnMount<HTMLHeadingElement>();
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
        <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden />
        <h1
          ref={heading}
          id="confirmation-heading"
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {copy.confirmationTitle}
        </h1>
        <p className="mt-3 text-muted-foreground">{copy.confirmationText}</p>
      </div>

      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-5 text-center sm:pt-6">
          <p className="text-sm font-medium text-muted-foreground">Your Reference ID</p>
          <p className="select-all break-all font-mono text-xl font-bold tracking-wider sm:text-2xl" data-testid="reference-id">
            {referenceId}
          </p>
          <Button variant="outline" onClick={() => void copyReference()}>
            <Copy aria-hidden /> Copy
          </Button>
          <p className="text-xs text-muted-foreground">Keep it: you need it to track your request and to pay your invoice.</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>Our team reviews your request within 2-4 business hours.</li>
            <li>
              We send an e-mail confirmation to <span className="font-medium break-all">{email}</span>.
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
          <a href={`mailto:${companyEmail}`} className="inline-flex items-center gap-2 break-all text-primary hover:underline">
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
