// The signed-in customer's page: who is signed in, their company's account when they are its
// billing contact (decision 072), their requests and their contact preferences.
// Right after signing in the focus moves to the heading, so a screen reader announces the page
// that replaced the form.
import { useEffect, useRef, type ReactNode } from 'react';
import type { CustomerSession } from '@shared/customer-portal/customer-account';
import { useI18n } from '@/i18n/use-i18n';
import { CompanyAccountView } from './company/company-account-view';
import { MyRequestsList } from './my-requests-list';
import { PreferencesSection } from './preferences-form';
import { SessionControls } from './session-controls';

export interface MyRequestsViewProps {
  session: CustomerSession;
  justSignedIn: boolean;
  onSigningOut: () => void;
  /** Shown between the requests and the preferences (a billing contact's statements), when given. */
  accountSection?: ReactNode;
}

export function MyRequestsView({ session, justSignedIn, onSigningOut, accountSection }: MyRequestsViewProps) {
  const i18n = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSignedIn) headingRef.current?.focus({ preventScroll: true });
  }, [justSignedIn]);

  return (
    <section aria-labelledby="account-heading" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1
          id="account-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
        >
          {i18n._('account.myRequests.title')}
        </h1>
        <SessionControls email={session.email} onSigningOut={onSigningOut} />
      </div>
      <CompanyAccountView />
      <MyRequestsList />
      {accountSection}
      <PreferencesSection />
    </section>
  );
}
