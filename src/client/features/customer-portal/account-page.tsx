// /account: the customer's own page. Without a session it is the sign-in form (e-mail, then the
// e-mailed code); with one, their requests and contact preferences. A session that ends while the
// page is open (any portal call answered 401) brings the sign-in form back, saying why.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '@shared/customer-portal/customer-account';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useCustomerSession } from './api/session';
import { MyRequestsView } from './components/my-requests-view';
import { SignInPanel, type SignInNotice } from './components/sign-in-panel';
import { takeSignedInArrival } from './signed-in-arrival';

/** `accountSection`: what other features show a signed-in customer under their requests (a billing contact's statements). */
export function AccountPage({ accountSection }: { accountSection?: ReactNode } = {}) {
  const i18n = useI18n();
  const session = useCustomerSession();
  usePageTitle(session.data ? i18n._('account.myRequests.title') : i18n._('account.signIn.title'));
  const [justSignedIn, setJustSignedIn] = useState(takeSignedInArrival);
  const [notice, setNotice] = useState<SignInNotice>();
  const wasSignedIn = useRef(false);
  // Set when the customer pressed Sign out: then the form needs no explanation.
  const leaving = useRef(false);

  useEffect(() => {
    if (session.data) {
      wasSignedIn.current = true;
      return;
    }
    if (session.data !== null || !wasSignedIn.current) return;
    wasSignedIn.current = false;
    setJustSignedIn(false);
    setNotice(leaving.current ? undefined : { message: CUSTOMER_SIGN_IN_REQUIRED_MESSAGE, problem: false });
    leaving.current = false;
  }, [session.data]);

  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
        <h1 className="text-2xl font-semibold tracking-tight">{i18n._('account.myRequests.title')}</h1>
        <Alert variant="destructive">{shownMessage(i18n, failureRefusal(session.error))}</Alert>
        <Button variant="outline" className="self-start" onClick={() => void session.refetch()}>
          {i18n._('account.tryAgain')}
        </Button>
      </section>
    );
  }
  if (!session.data) {
    return (
      <SignInPanel
        notice={notice}
        onSignedIn={() => {
          setNotice(undefined);
          setJustSignedIn(true);
        }}
      />
    );
  }
  return (
    <MyRequestsView
      session={session.data}
      accountSection={accountSection}
      justSignedIn={justSignedIn}
      onSigningOut={() => {
        leaving.current = true;
      }}
    />
  );
}
