// The request flow (spec section 4): role selection -> form -> confirmation.
import { lazy, Suspense, useEffect, useState } from 'react';
import { USER_ROLES, type UserRole } from '@shared/service-requests';
import { isServiceRequestReferenceId } from '@shared/reference-id';
import { PageSpinner } from '@/components/layout/page-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { Confirmation } from './components/confirmation';
import { RoleSelection } from './components/role-selection';
import { reportInteraction } from '@/lib/interactions';

// The forms (react-hook-form, zod) load when a role is chosen, not with the home page.
const RequestForm = lazy(() => import('./components/request-form').then((m) => ({ default: m.RequestForm })));

type Step =
  | { kind: 'role' }
  | { kind: 'form'; role: UserRole }
  // The e-mail address is known only in the tab that sent the form: it is never stored.
  | { kind: 'confirmation'; role: UserRole; referenceId: string; email?: string };

export function RequestPage() {
  usePageTitle();
  const [step, setStep] = useState<Step>(() => storedConfirmation() ?? { kind: 'role' });

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
            storeConfirmation({ role: step.role, referenceId });
            setStep({ kind: 'confirmation', role: step.role, referenceId, email });
          }}
        />
      </Suspense>
    );
  }
  return (
    <Confirmation
      role={step.role}
      referenceId={step.referenceId}
      email={step.email}
      onSubmitAnother={() => {
        storeConfirmation(null);
        setStep({ kind: 'role' });
      }}
    />
  );
}

// The confirmation survives a reload of the tab (its reference ID is what the customer came for),
// until 'Submit Another Request'. sessionStorage: this tab, this session, nothing personal.
const CONFIRMATION_KEY = 'service-request-confirmation';

interface StoredConfirmation {
  role: UserRole;
  referenceId: string;
}

function storedConfirmation(): Step | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { role, referenceId } = stored as Partial<Record<keyof StoredConfirmation, unknown>>;
    if (typeof role !== 'string' || !(USER_ROLES as readonly string[]).includes(role)) return null;
    if (typeof referenceId !== 'string' || !isServiceRequestReferenceId(referenceId)) return null;
    return { kind: 'confirmation', role: role as UserRole, referenceId };
  } catch {
    // Storage turned off or a value we did not write: start at the beginning.
    return null;
  }
}

function storeConfirmation(confirmation: StoredConfirmation | null) {
  try {
    if (confirmation) sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation));
    else sessionStorage.removeItem(CONFIRMATION_KEY);
  } catch {
    // Without storage the confirmation lasts until the page is left, as before.
  }
}
