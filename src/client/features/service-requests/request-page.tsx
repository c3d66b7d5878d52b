// The request flow (spec section 4): role selection -> form -> confirmation.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { UserRole } from '@shared/service-requests';
import { PageSpinner } from '@/components/layout/page-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { Confirmation } from './components/confirmation';
import { RoleSelection } from './components/role-selection';
import { reportInteraction } from '@/lib/interactions';

// The forms (react-hook-form, zod) load when a role is chosen, not with the home page.
const RequestForm = lazy(() => import('./components/request-form').then((m) => ({ default: m.RequestForm })));

type Step =
  { kind: 'role' } | { kind: 'form'; role: UserRole } | { kind: 'confirmation'; role: UserRole; referenceId: string; email: string };

export function RequestPage() {
  usePageTitle();
  const [step, setStep] = useState<Step>({ kind: 'role' });

  // Each step starts at the top of the page (its heading takes the focus as it mounts).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  if (step.kind === 'role') {
    return (
      <RoleSelection
        onSelect={(role) => {
          reportInteraction('form_start', { element: `${role}-request-form` });
          setStep({ kind: 'form', role });
        }}
      />
    );
  }
  if (step.kind === 'form') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <RequestForm
          role={step.role}
          onBack={() => setStep({ kind: 'role' })}
          onSubmitted={({ referenceId, email }) => {
            // The conversion: counted only while the reference ID names a stored request.
            reportInteraction('form_complete', { element: `${step.role}-request-form`, serviceRequestId: referenceId });
            setStep({ kind: 'confirmation', role: step.role, referenceId, email });
          }}
        />
      </Suspense>
    );
  }
  return (
    <Confirmation role={step.role} referenceId={step.referenceId} email={step.email} onSubmitAnother={() => setStep({ kind: 'role' })} />
  );
}
