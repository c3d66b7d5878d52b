// Where the company works: the configured service area and home base (src/shared/company-profile.ts),
// and what the request form takes.
import { MapPin } from 'lucide-react';
import { serviceAreaOf } from '@shared/company-profile';
import { phoneHref } from '@shared/format';
import { companyProfile } from '@/lib/company-profile';
import { HomeSection } from './home-section';

export function CoverageSection() {
  const { homeBase, supportPhone } = companyProfile;
  return (
    <HomeSection id="coverage" title="Where we operate">
      <div className="flex gap-3">
        <MapPin className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="max-w-2xl space-y-2">
          <p className="text-lg font-medium">
            We serve {serviceAreaOf(companyProfile)}
            {homeBase ? `, from our base in ${homeBase}` : ''}.
          </p>
          <p className="text-muted-foreground">
            Give your pickup and delivery addresses in the request form; our team confirms the route when they contact you. Shipping to or
            from outside the US? Call{' '}
            <a href={phoneHref(supportPhone)} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
              {supportPhone}
            </a>{' '}
            first.
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
