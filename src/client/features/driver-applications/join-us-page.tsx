// /join-us: driver recruitment and the application form (spec section 2). The form (react-hook-
// form, zod) is its own chunk, loaded as the page opens, so the recruitment text shows at once.
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/layout/page-spinner';
import { useI18n } from '@/i18n/use-i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ApplicationSubmitted } from './components/application-submitted';
import { JoinUsHeader } from './components/join-us-header';
import { RecruitmentContent } from './components/recruitment-content';

const ApplicationForm = lazy(() => import('./components/application-form').then((m) => ({ default: m.ApplicationForm })));

export function JoinUsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('join.page.title'));
  const [referenceId, setReferenceId] = useState<string>();

  useEffect(() => {
    if (referenceId) window.scrollTo(0, 0);
  }, [referenceId]);

  if (referenceId) return <ApplicationSubmitted referenceId={referenceId} />;
  return (
    <div>
      <JoinUsHeader />
      <RecruitmentContent />
      <section aria-labelledby="application-heading" className="mx-auto max-w-3xl px-4 pb-12">
        <h2 id="application-heading" className="text-2xl font-bold tracking-tight">
          {i18n._('join.page.applicationHeading')}
        </h2>
        <p className="mb-6 mt-2 text-muted-foreground">{i18n._('join.page.applicationIntro')}</p>
        <Suspense fallback={<PageSpinner />}>
          <ApplicationForm onSubmitted={setReferenceId} />
        </Suspense>
      </section>
    </div>
  );
}
