// The home page (/ and /service-request): the hero, the role picker that starts a request (spec
// section 2, step 0, unchanged), and what a visitor wants to know before asking: the services,
// how it works, an instant estimate, where we operate and the FAQ. Every fact comes from the
// configured company profile or the site's own data (see docs/decisions/027-home-page.md).
import { useRef } from 'react';
import type { UserRole } from '@shared/service-request-values';
import { RoleSelection } from '../components/role-selection';
import { EstimateBlock } from '../estimate/estimate-block';
import type { ShipperPrefill } from '../shipper-prefill';
import { CoverageSection } from './coverage-section';
import { FaqSection } from './faq-section';
import { HomeHero } from './home-hero';
import { HowItWorksSection } from './how-it-works-section';
import { ServicesSection } from './services-section';

interface HomePageProps {
  onSelectRole: (role: UserRole) => void;
  onStartShipperRequest: (prefill: ShipperPrefill) => void;
}

export function HomePage({ onSelectRole, onStartShipperRequest }: HomePageProps) {
  const rolePickerHeading = useRef<HTMLHeadingElement>(null);

  // 'Request service' leads to the role picker: the focus moves to its heading, which brings it
  // into view, so keyboard and screen-reader users continue from there too.
  const goToRolePicker = () => rolePickerHeading.current?.focus();

  return (
    <>
      <HomeHero onRequestService={goToRolePicker} />
      <RoleSelection onSelect={onSelectRole} headingRef={rolePickerHeading} />
      <ServicesSection />
      <HowItWorksSection />
      {/* The block brings its own h2 and form. */}
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
        <EstimateBlock onStart={onStartShipperRequest} />
      </div>
      <CoverageSection />
      <FaqSection />
    </>
  );
}
