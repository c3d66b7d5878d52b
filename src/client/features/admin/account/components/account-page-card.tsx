// The frame of the pages reached from sign-in before there is a session (forgot password, reset
// password): a narrow card with an icon, the page's heading and one line under it.
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface AccountPageCardProps {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}

export function AccountPageCard({ icon, title, description, children }: AccountPageCardProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">{icon}</div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}
