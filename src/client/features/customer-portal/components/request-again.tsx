// "Request again": starts a new request with this one's form values filled in (never its photos,
// date or quote). Where the values go is the request flow's business: the app hands over
// `startRequestFrom`, which stores them as that flow's draft and answers the address of the form.
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { useLocation } from 'wouter';
import type { UserRole } from '@shared/service-requests/service-requests';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { failureRefusal } from '@/lib/failure-message';
import { useRepeatValues } from '../api/repeat';
import { RequestSection } from './request-section';

/** Stores an earlier request's values for the request form of `role`; answers the form's address. */
export type StartRequestFrom = (role: UserRole, values: Readonly<Record<string, string>>) => string;

export function RequestAgain({ referenceId, startRequestFrom }: { referenceId: string; startRequestFrom: StartRequestFrom }) {
  const i18n = useI18n();
  const [, navigate] = useLocation();
  const repeat = useRepeatValues(referenceId);

  function requestAgain() {
    repeat.mutate(undefined, {
      onSuccess: ({ role, values }) => navigate(startRequestFrom(role, values)),
    });
  }

  return (
    <RequestSection title={i18n._('account.again.heading')}>
      <p className="text-sm">{i18n._('account.again.body')}</p>
      {repeat.isError && <Alert variant="destructive">{shownMessage(i18n, failureRefusal(repeat.error))}</Alert>}
      <Button
        size="lg"
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={repeat.isPending}
        onClick={requestAgain}
      >
        {repeat.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
        {repeat.isPending ? i18n._('account.again.preparing') : i18n._('account.again.button')}
      </Button>
    </RequestSection>
  );
}
