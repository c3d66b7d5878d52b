// The home page (/ and /service-request): the hero, the role picker that starts a request (spec
// section 2, step 0, unchanged), and what a visitor wants to know before asking: the services,
// how it works, an instant estimate, where we operate and the FAQ. Every fact comes from the
// configured company profile or the site's own data (see docs/decisions/027-home-page.md).
import { useEffect, useRef } from 'react';
import { ESTIMATE_ANCHOR } from '@shared/page-routes';
import type { UserRole } from '@shared/service-requests/service-request-values';
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

  // Arriving at "/#estimate" (the FAQ's and the chat's link to the instant estimate) from another
  // page: the app drew the page after the browser looked for the place, so bring it into view now.
  useEffect(() => {
    if (window.location.hash === `#${ESTIMATE_ANCHOR}`) document.getElementById(ESTIMATE_ANCHOR)?.scrollIntoView();
  }, []);

  return (
    <>
      <HomeHero onRequestService={goToRolePicker} />
      <RoleSelection onSelect={onSelectRole} headingRef={rolePickerHeading} />
      <ServicesSection />
      <HowItWorksSection />
      {/* The block brings its own h2 and form. */}
      <div id={ESTIMATE_ANCHOR} className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
        <EstimateBlock onStart={onStartShipperRequest} />
      </div>
      <CoverageSection />
      <FaqSection />
    </>
  );
}
