import { useI18n } from '@/i18n/use-i18n';
import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import { Button } from '@/components/ui/button';
import { companyProfile } from '@/lib/company-profile';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('notFound.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{i18n._('notFound.title')}</h1>
      <p className="mt-2 text-muted-foreground">{i18n._('notFound.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{i18n._('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={phoneHref(companyProfile.supportPhone)}>{i18n._('notFound.call', { phone: companyProfile.supportPhone })}</a>
        </Button>
      </div>
    </section>
  );
}
