// /admin/two-factor: turn two-factor sign-in on (scan the QR code, confirm a code, save the
// recovery codes, shown this once) or off. With ADMIN_REQUIRE_MFA an admin without an
// authenticator is sent here and reaches the dashboard only after enrolling.
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminSession } from '../api/admin-session';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnrolmentFlow } from './enrolment-flow';
import { RecoveryCodesPanel } from './recovery-codes-panel';

export function TwoFactorPage() {
  usePageTitle('Two-factor sign-in');
  const [, navigate] = useLocation();
  const session = useAdminSession();
  // Kept here: confirming turns two-factor on, and the codes must stay on screen after that.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  useEffect(() => {
    if (session.data === null) navigate(PAGE_PATHS.adminLogin, { replace: true });
  }, [session.data, navigate]);

  if (!session.data) return <PageSpinner />;
  const { twoFactorEnabled, twoFactorRequired } = session.data;

  return (
    <section className="mx-auto flex max-w-xl flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <ShieldCheck className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">Two-factor sign-in</h1>
          <CardDescription>
            {twoFactorRequired && !twoFactorEnabled
              ? 'This site requires an authenticator app for every admin. Set it up to continue to the dashboard.'
              : 'After your password, sign-in asks for a code from an authenticator app on your phone.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {recoveryCodes ? (
            <RecoveryCodesPanel codes={recoveryCodes} onDone={() => navigate(PAGE_PATHS.admin)} />
          ) : twoFactorEnabled ? (
            <TwoFactorOn required={twoFactorRequired} />
          ) : (
            <EnrolmentFlow onConfirmed={setRecoveryCodes} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function TwoFactorOn({ required }: { required: boolean }) {
  return (
    <>
      <p className="font-medium text-green-700">Two-factor sign-in is on.</p>
      {required ? (
        <p className="text-sm text-muted-foreground">It is required for every admin on this site and cannot be turned off.</p>
      ) : (
        <DisableTwoFactorForm />
      )}
      <Button asChild variant="outline">
        <Link href={PAGE_PATHS.admin}>Back to the dashboard</Link>
      </Button>
    </>
  );
}
