// The top of the home page: what the company does and where (from the configured company
// profile), the two things visitors come for, and the facts that say the company is real.
import { PackageSearch } from 'lucide-react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { serviceArea } from './service-area';
import { TrustFacts } from './trust-facts';

export function HomeHero({ onRequestService }: { onRequestService: () => void }) {
  const i18n = useI18n();
  const { name, homeBase } = companyProfile;
  const company = homeBase ? i18n._('home.hero.companyWithBase', { name, homeBase }) : name;
  return (
    <section aria-labelledby="home-heading" className="border-b bg-muted">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <h1 id="home-heading" className="max-w-3xl text-3xl font-bold tracking-tight text-brand sm:text-5xl">
          {i18n._('home.hero.title', { area: serviceArea(i18n) })}
        </h1>
        <p className="mt-4 max-w-2xl text-base sm:text-lg">{i18n._('home.hero.intro', { company })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="accent" onClick={onRequestService}>
            {i18n._('home.hero.requestService')}
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href={PAGE_PATHS.track}>
              <PackageSearch aria-hidden />
              {i18n._('home.hero.track')}
            </Link>
          </Button>
        </div>
        <TrustFacts />
      </div>
    </section>
  );
}
