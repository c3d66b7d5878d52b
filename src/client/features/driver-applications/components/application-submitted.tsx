// The success screen (spec section 2): 'Application Submitted!', the reference ID, what happens
// next and 'Return to Home'.
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { ReferenceIdCard } from '@/components/submitted/reference-id-card';
import { SubmittedHeading } from '@/components/submitted/submitted-heading';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';

export function ApplicationSubmitted({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  return (
    <section aria-labelledby="application-submitted-heading" className="mx-auto grid max-w-2xl gap-6 px-4 py-12 text-center">
      <SubmittedHeading id="application-submitted-heading">{i18n._('join.submitted.heading')}</SubmittedHeading>
      <p className="text-muted-foreground">{i18n._('join.submitted.body')}</p>
      <ReferenceIdCard referenceId={referenceId} note={i18n._('join.submitted.referenceNote')} />
      <Button asChild size="lg" className="justify-self-center">
        <Link href={PAGE_PATHS.home}>{i18n._('join.submitted.home')}</Link>
      </Button>
    </section>
  );
}
