// Step 0 of the request flow (spec section 2): the three role cards. On the home page it sits under
// the hero, so its heading is the section's h2 and each card's title an h3.
import { Handshake, Package, Route } from 'lucide-react';
import type { Ref } from 'react';
import type { UserRole } from '@shared/service-requests/service-request-values';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/i18n/use-i18n';
import { ROLE_OPTIONS } from '../roles';

const ROLE_ICONS = { shipper: Package, broker: Handshake, dispatcher: Route } as const;

interface RoleSelectionProps {
  onSelect: (role: UserRole) => void;
  /** The heading, which takes the focus when the home page's 'Request service' leads here. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function RoleSelection({ onSelect, headingRef }: RoleSelectionProps) {
  const i18n = useI18n();
  return (
    <section aria-labelledby="role-selection-heading" className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        {/* Focusable from script only (tabIndex -1), so keyboard users land here and tab on to the cards. */}
        <h2
          id="role-selection-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
        >
          {i18n._('home.roles.heading')}
        </h2>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">{i18n._('home.roles.intro')}</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
        {ROLE_OPTIONS.map(({ role, title, description, detail }) => {
          const Icon = ROLE_ICONS[role];
          return (
            <li key={role}>
              {/* The whole card picks the role for pointer users; keyboard users reach the button. */}
              <Card
                onClick={() => onSelect(role)}
                className="flex h-full cursor-pointer flex-col transition-shadow hover:border-primary hover:shadow-md"
              >
                <CardHeader className="items-center text-center">
                  <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary">
                    <Icon className="size-7" aria-hidden />
                  </span>
                  <CardTitle>{i18n._(title)}</CardTitle>
                  <CardDescription className="text-base text-foreground">{i18n._(description)}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col items-center gap-4 text-center">
                  <p className="text-sm text-muted-foreground">{i18n._(detail)}</p>
                  <Button
                    className="w-full"
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(role);
                    }}
                  >
                    {i18n._('home.roles.select', { role: i18n._(title) })}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
