import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import { Button } from '@/components/ui/button';
import { companyProfile } from '@/lib/company-profile';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">
        The page you are looking for doesn&apos;t exist or has moved. Check the address, or start again from the home page.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={phoneHref(companyProfile.supportPhone)}>Call {companyProfile.supportPhone}</a>
        </Button>
      </div>
    </section>
  );
}
