// Whether two-factor sign-in is on for the member, and the way to the page that turns it on or off
// (the setting itself lives there: it asks for the password and a code).
import { Link } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface TwoFactorSectionProps {
  enabled: boolean;
  /** ADMIN_REQUIRE_MFA: it cannot be turned off. */
  required: boolean;
}

export function TwoFactorSection({ enabled, required }: TwoFactorSectionProps) {
  return (
    <section aria-labelledby="account-two-factor-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="account-two-factor-heading" className="text-lg font-semibold">
          Two-factor sign-in
        </h3>
        <Badge tone={enabled ? 'green' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {enabled
          ? required
            ? 'Sign-in asks for a code from your authenticator app. It is required for every member on this site.'
            : 'Sign-in asks for a code from your authenticator app after your password.'
          : 'Sign-in asks only for your password. Add an authenticator app so a stolen password alone cannot open your account.'}
      </p>
      <Button asChild variant="outline" className="sm:self-start">
        <Link href={PAGE_PATHS.adminTwoFactor}>{enabled ? 'Manage two-factor sign-in' : 'Turn on two-factor sign-in'}</Link>
      </Button>
    </section>
  );
}
