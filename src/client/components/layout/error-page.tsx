// What shows where a page failed: what happened in words a visitor can act on (never the error
// itself), Reload, and a way back to the start of the visitor's part of the site. The heading takes
// the focus, so a screen reader announces the new screen as it does a new page.
import { useLocation } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { usePageTitle } from '@/lib/use-page-title';
import type { FailureKind } from './error-boundary';
import { siteFrameOf } from './site-layout';

const HOME_OF_FRAME = { public: PAGE_PATHS.home, office: PAGE_PATHS.admin, driver: PAGE_PATHS.driver } as const;

export function ErrorPage({ kind }: { kind: FailureKind }) {
  const i18n = useI18n();
  const [location] = useLocation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const title = kind === 'chunk' ? i18n._('common.error.chunkTitle') : i18n._('common.error.renderTitle');
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {kind === 'chunk' ? i18n._('common.error.chunkBody') : i18n._('common.error.renderBody')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* A whole new document: the newest index.html and its chunks, and no state left from the failure. */}
        <Button type="button" onClick={() => window.location.reload()}>
          {i18n._('common.error.reload')}
        </Button>
        <Button asChild variant="outline">
          <a href={HOME_OF_FRAME[siteFrameOf(location)]}>{i18n._('notFound.home')}</a>
        </Button>
      </div>
    </section>
  );
}
