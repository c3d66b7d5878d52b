// The request flow (spec section 2): the home page with its role selection -> form -> confirmation. Each step is its own
// history entry, named in the address (request-flow-location.ts), so Back, Forward and a reload
// move between the steps; the form's values live in a draft (draft/) so none of them loses any.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REQUEST_FORM_CATALOGS } from '@shared/page-catalogs';
import type { UserRole } from '@shared/service-requests/service-request-values';
import { PageSpinner } from '@/components/layout/page-spinner';
import { reportInteraction } from '@/lib/interactions';
import { withCatalogs } from '@/i18n/with-catalogs';
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client';
import { usePageTitle } from '@/lib/use-page-title';
import { storeConfirmation, storedConfirmation, type SentRequest } from './confirmation-storage';
import { HomePage } from './home/home-page';
import {
  confirmationAddress,
  formAddress,
  openedFromRoleChoiceState,
  stepFromSearch,
  wasOpenedFromRoleChoice,
} from './request-flow-location';
import type { ShipperPrefill } from './shipper-prefill';

// The forms (react-hook-form, zod) and the query client that sends them load when a role is
// chosen, not with the home page.
const RequestForm = lazyWithQueryClient(
  withCatalogs(REQUEST_FORM_CATALOGS, () => import('./components/request-form').then((m) => m.RequestForm)),
);
// The confirmation comes after a request is sent (or on its own address, reloaded): not with the
// home page either.
const Confirmation = lazy(
  withCatalogs(REQUEST_FORM_CATALOGS, () => import('./components/confirmation').then((m) => ({ default: m.Confirmation }))),
);

export function RequestPage() {
  usePageTitle();
  const [path, navigate] = useLocation();
  const address = stepFromSearch(useSearch());
  // The request this tab sent, with its e-mail address (the stored copy has none).
  const [sent, setSent] = useState<SentRequest | null>(null);
  const confirmation = address.kind === 'confirmation' ? (sent ?? storedConfirmation()) : null;
  const stepKey = address.kind === 'form' ? `form-${address.role}` : confirmation ? 'confirmation' : 'role';

  // Each step starts at the top of the page (its heading takes the focus as it mounts), after
  // Back and Forward too: the browser would otherwise restore the entry's old position once the
  // lazily loaded form arrives, leaving the heading that has the focus out of sight.
  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [stepKey]);

  function openForm(role: UserRole) {
    reportInteraction('form_start', { element: `${role}-request-form` });
    navigate(formAddress(path, role), { state: openedFromRoleChoiceState() });
  }

  function startShipperRequest(prefill: ShipperPrefill) {
    // What the estimate asked for replaces the same fields of a draft; the rest of it stays. The
    // draft code loads with the form's chunks, which come next anyway, not with the home page
    // (about 1 KB less on its budget).
    void import('./draft/request-draft')
      .then(({ mergeIntoDraft }) => mergeIntoDraft('shipper', prefill))
      // A chunk that cannot load now fails the form's own load next, which the page reports.
      .catch(() => undefined)
      .then(() => openForm('shipper'));
  }

  function backToRoleChoice() {
    // The same as the browser's Back when the form was opened from the role choice (Forward
    // returns to the form); otherwise a new entry, so the customer never leaves the site.
    if (wasOpenedFromRoleChoice(window.history.state)) window.history.back();
    else navigate(path);
  }

  if (address.kind === 'form') {
    const { role } = address;
    return (
      <Suspense fallback={<PageSpinner />}>
        <RequestForm
          key={role}
          role={role}
          onBack={backToRoleChoice}
          onSubmitted={({ referenceId, email }) => {
            // The conversion: counted only while the reference ID names a stored request.
            reportInteraction('form_complete', { element: `${role}-request-form`, serviceRequestId: referenceId });
            const request = { role, referenceId, email };
            storeConfirmation(request);
            setSent(request);
            // The confirmation takes the form's place in the history: Back from it shows the role
            // choice, never the form of a request already sent.
            navigate(confirmationAddress(path), { replace: true });
          }}
        />
      </Suspense>
    );
  }
  if (confirmation) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Confirmation
          role={confirmation.role}
          referenceId={confirmation.referenceId}
          email={confirmation.email}
          onSubmitAnother={() => {
            storeConfirmation(null);
            setSent(null);
            navigate(path, { replace: true });
          }}
        />
      </Suspense>
    );
  }
  return <HomePage onSelectRole={openForm} onStartShipperRequest={startShipperRequest} />;
}
