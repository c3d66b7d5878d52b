// The success screen (spec section 2): 'Application Submitted!', the reference ID, what happens
// next and 'Return to Home'.
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { ReferenceIdCard } from '@/components/submitted/reference-id-card';
import { SubmittedHeading } from '@/components/submitted/submitted-heading';
import { Button } from '@/components/ui/button';

export function ApplicationSubmitted({ referenceId }: { referenceId: string }) {
  return (
    <section aria-labelledby="application-submitted-heading" className="mx-auto grid max-w-2xl gap-6 px-4 py-12 text-center">
      <SubmittedHeading id="application-submitted-heading">Application Submitted!</SubmittedHeading>
      <p className="text-muted-foreground">
        Thank you for applying. We sent a confirmation to your e-mail, and our recruiting team will review your application within 2-3
        business days.
      </p>
      <ReferenceIdCard referenceId={referenceId} note="Mention it when you contact us about your application." />
      <Button asChild size="lg" className="justify-self-center">
        <Link href={PAGE_PATHS.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
