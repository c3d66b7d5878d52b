import { Handshake, Package, Route } from 'lucide-react';
import type { UserRole } from '@shared/service-requests';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ROLE_OPTIONS } from '../roles';

const ROLE_ICONS = { shipper: Package, broker: Handshake, dispatcher: Route } as const;

export function RoleSelection({ onSelect }: { onSelect: (role: UserRole) => void }) {
  return (
    <section aria-labelledby="role-selection-heading" className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <h1 id="role-selection-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          How can we help you today?
        </h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">
          Select your role to get a customized service request form tailored to your specific needs.
        </p>
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
                  <CardTitle level={2}>{title}</CardTitle>
                  <CardDescription className="text-base text-foreground">{description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col items-center gap-4 text-center">
                  <p className="text-sm text-muted-foreground">{detail}</p>
                  <Button
                    className="w-full"
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(role);
                    }}
                  >
                    Select {title}
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
