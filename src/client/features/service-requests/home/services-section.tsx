// What we do for each role: the service types the request form offers (src/shared/service-requests.ts),
// so the page lists exactly what a visitor can ask for, no more.
import { ROLE_LABELS, SERVICE_TYPE_LABELS, SERVICE_TYPES_BY_ROLE, USER_ROLES } from '@shared/service-requests';
import { ROLE_OPTIONS } from '../roles';
import { HomeSection } from './home-section';

const ROLE_DETAILS = new Map(ROLE_OPTIONS.map((option) => [option.role, option.detail]));

export function ServicesSection() {
  return (
    <HomeSection id="services" title="Our services" intro="Pick your role above and ask for any of these in the same request form.">
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-3">
        {USER_ROLES.map((role) => (
          <li key={role} className="rounded-lg border bg-card p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{ROLE_LABELS[role]}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{ROLE_DETAILS.get(role)}</p>
            <ul aria-label={`${ROLE_LABELS[role]} services`} className="mt-3 list-disc space-y-1 pl-5">
              {SERVICE_TYPES_BY_ROLE[role].map((type) => (
                <li key={type}>{SERVICE_TYPE_LABELS[type]}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
