// One part of the request page: a card whose heading names it, so a screen reader can move
// between the parts by landmark or heading.
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-3 sm:pb-4">
          <CardTitle level={2} id={headingId}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}
