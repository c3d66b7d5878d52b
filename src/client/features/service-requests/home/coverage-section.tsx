// Where the company works: the configured service area and home base (src/shared/company-profile.ts),
// and what the request form takes.
import { MapPin } from 'lucide-react';
import { phoneHref } from '@shared/format';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';
import { HomeSection } from './home-section';
import { LinkInMessage } from './link-in-message';
import { serviceArea } from './service-area';

export function CoverageSection() {
  const i18n = useI18n();
  const { homeBase, supportPhone } = companyProfile;
  const area = serviceArea(i18n);
  return (
    <HomeSection id="coverage" title={i18n._('home.coverage.title')}>
      <div className="flex gap-3">
        <MapPin className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="max-w-2xl space-y-2">
          <p className="text-lg font-medium">
            {homeBase ? i18n._('home.coverage.areaWithBase', { area, homeBase }) : i18n._('home.coverage.area', { area })}
          </p>
          <p className="text-muted-foreground">
            <LinkInMessage
              message={i18n._('home.coverage.howTo', { phone: supportPhone })}
              link={(text) => (
                <a href={phoneHref(supportPhone)} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
                  {text}
                </a>
              )}
            />
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
