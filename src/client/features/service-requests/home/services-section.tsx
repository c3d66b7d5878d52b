// What we do for each role: the service types the request form offers (src/shared/service-requests/service-requests.ts),
// so the page lists exactly what a visitor can ask for, no more.
import type { MessageDescriptor } from '@lingui/core';
import { SERVICE_TYPES_BY_ROLE, type ServiceType } from '@shared/service-requests/service-request-values';
import { useI18n } from '@/i18n/use-i18n';
import { ROLE_OPTIONS } from '../roles';
import { HomeSection } from './home-section';

// SERVICE_TYPE_LABELS, in the home catalog: the shared catalog, which has them too, is too big to
// load with the home page (home-page.test.tsx checks that both say the same).
const SERVICE_LABELS: Record<ServiceType, MessageDescriptor> = {
  'small-package': /*i18n*/ { id: 'home.services.type.small-package' },
  furniture: /*i18n*/ { id: 'home.services.type.furniture' },
  vehicle: /*i18n*/ { id: 'home.services.type.vehicle' },
  'ltl-freight': /*i18n*/ { id: 'home.services.type.ltl-freight' },
  'tl-freight': /*i18n*/ { id: 'home.services.type.tl-freight' },
  specialty: /*i18n*/ { id: 'home.services.type.specialty' },
  'carrier-sourcing': /*i18n*/ { id: 'home.services.type.carrier-sourcing' },
  'dedicated-lanes': /*i18n*/ { id: 'home.services.type.dedicated-lanes' },
  'spot-market': /*i18n*/ { id: 'home.services.type.spot-market' },
  'contract-negotiation': /*i18n*/ { id: 'home.services.type.contract-negotiation' },
  partnership: /*i18n*/ { id: 'home.services.type.partnership' },
  'load-sourcing': /*i18n*/ { id: 'home.services.type.load-sourcing' },
  'fleet-coordination': /*i18n*/ { id: 'home.services.type.fleet-coordination' },
  'route-optimization': /*i18n*/ { id: 'home.services.type.route-optimization' },
  'dedicated-dispatch': /*i18n*/ { id: 'home.services.type.dedicated-dispatch' },
  'backhaul-coordination': /*i18n*/ { id: 'home.services.type.backhaul-coordination' },
};

export function ServicesSection() {
  const i18n = useI18n();
  return (
    <HomeSection id="services" title={i18n._('home.services.title')} intro={i18n._('home.services.intro')}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-3">
        {ROLE_OPTIONS.map(({ role, title: titleMessage, detail }) => {
          const title = i18n._(titleMessage);
          return (
            <li key={role} className="rounded-lg border bg-card p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{i18n._(detail)}</p>
              <ul aria-label={i18n._('home.services.listLabel', { role: title })} className="mt-3 list-disc space-y-1 pl-5">
                {SERVICE_TYPES_BY_ROLE[role].map((type) => (
                  <li key={type}>{i18n._(SERVICE_LABELS[type])}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
