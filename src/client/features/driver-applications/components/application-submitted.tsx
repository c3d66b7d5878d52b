// The success screen (spec section 2): 'Application Submitted!', the reference ID, what happens
// next and 'Return to Home'.
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export function ApplicationSubmitted({ referenceId }: { referenceId: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="application-submitted-heading" className="mx-auto grid max-w-2xl gap-6 px-4 py-12 text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden />
      <h1
        ref={heading}
        id="application-submitted-heading"
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        Application Submitted!
      </h1>
      <p className="text-muted-foreground">
        Thank you for applying. We sent a confirmation to your e-mail, and our recruiting team will review your application within 2-3
        business days.
      </p>
      <Card>
        <CardContent className="flex flex-col items-center gap-2 pt-5 sm:pt-6">
          <p className="text-sm font-medium text-muted-foreground">Your Reference ID</p>
          <p className="select-all break-all font-mono text-xl font-bold tracking-wider sm:text-2xl" data-testid="reference-id">
            {referenceId}
          </p>
          <p className="text-xs text-muted-foreground">Mention it when you contact us about your application.</p>
        </CardContent>
      </Card>
      <Button asChild size="lg" className="justify-self-center">
        <Link href={PAGE_PATHS.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
