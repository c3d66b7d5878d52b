// What the request page shows instead of a request: nobody signed in (or the session ended),
// a reference ID that is not among this customer's requests, or a server that could not answer.
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { CUSTOMER_SIGN_IN_REQUIRED_MESSAGE } from '@shared/customer-portal/customer-account';
import { PORTAL_NOT_FOUND_MESSAGE } from '@shared/customer-portal/customer-portal';
import { PAGE_PATHS } from '@shared/page-routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { sharedMessage, shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { BackToMyRequests } from './request-header';

function StateHeading({ children }: { children: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
      {children}
    </h1>
  );
}

export function SignInNeeded() {
  const i18n = useI18n();
  return (
    <div className="grid gap-4">
      <StateHeading>{i18n._('account.request.yours')}</StateHeading>
      <Alert>{sharedMessage(i18n, CUSTOMER_SIGN_IN_REQUIRED_MESSAGE)}</Alert>
      {/* The account page is the sign-in: once signed in, the customer opens the request from their list. */}
      <Button asChild size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Link href={PAGE_PATHS.account}>
          <LogIn aria-hidden />
          {i18n._('account.request.signIn')}
        </Link>
      </Button>
    </div>
  );
}

export function RequestNotFound() {
  const i18n = useI18n();
  return (
    <div className="grid gap-4">
      <BackToMyRequests />
      <StateHeading>{i18n._('account.request.notFound')}</StateHeading>
      <Alert variant="destructive">{sharedMessage(i18n, PORTAL_NOT_FOUND_MESSAGE)}</Alert>
    </div>
  );
}

export function RequestLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const i18n = useI18n();
  return (
    <div className="grid gap-4">
      <BackToMyRequests />
      <StateHeading>{i18n._('account.request.yours')}</StateHeading>
      <Alert variant="destructive">{shownMessage(i18n, failureRefusal(error))}</Alert>
      <Button size="lg" variant="outline" className="w-full sm:w-auto sm:justify-self-start" onClick={onRetry}>
        {i18n._('account.tryAgain')}
      </Button>
    </div>
  );
}
