// /driver: the driver's loads, built for a phone on the road (issue 22). Opens with the loads the
// phone saved last when there is no signal; updates waiting to be sent show on their loads.
import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/layout/page-spinner';
import { failureRefusal } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { useDriverLoads } from './api/loads';
import { DriverLoadsList } from './components/driver-loads-list';
import { DriverShell } from './components/driver-shell';
import { BIG_BUTTON } from './components/glove-sizes';
import { QueueStatus } from './components/queue-status';
import { SavedDataNote } from './components/saved-data-note';
import { useQueueState } from './offline/use-offline-queue';

export function DriverPage() {
  const i18n = useI18n();
  usePageTitle(i18n._('driver.loads.title'));
  return <DriverShell>{() => <DriverLoads />}</DriverShell>;
}

function DriverLoads() {
  const i18n = useI18n();
  const loads = useDriverLoads();
  const queue = useQueueState();
  return (
    <>
      <h1 className="text-2xl font-semibold">{i18n._('driver.loads.title')}</h1>
      <QueueStatus />
      {loads.isError && loads.data && <SavedDataNote savedAt={loads.dataUpdatedAt} />}
      {loads.isError && !loads.data && <Alert variant="destructive">{shownMessage(i18n, failureRefusal(loads.error))}</Alert>}
      {loads.isPending && <PageSpinner />}
      {loads.data && <DriverLoadsList loads={loads.data.loads} waiting={queue.waiting} />}
      <Button variant="outline" className={BIG_BUTTON} onClick={() => void loads.refetch()} disabled={loads.isFetching}>
        <RefreshCw aria-hidden className={loads.isFetching ? 'animate-spin' : undefined} />
        {loads.isFetching ? i18n._('driver.loads.refreshing') : i18n._('driver.loads.refresh')}
      </Button>
    </>
  );
}
