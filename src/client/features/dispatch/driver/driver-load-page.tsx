// /driver/load?ref=SR-...: one load on the driver's phone. The big button moves it to its next
// stage; "Picked up" opens the bill of lading's signing when the load has one to sign (issue 39),
// "Delivered" opens the proof-of-delivery form, and a problem can be reported at any time
// before delivery; a receipt paid on the road (lumper, scale ticket) can be added once it is
// accepted. Every update goes through the phone's queue, so it is shown (and the stage
// moves on) even with no signal, and is sent when the connection returns. While the load is
// between accepted and delivered, the phone's position is shared with the office (issue 40).
import { ArrowLeft, Receipt, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { nextStageOf, pickupNeedsSignatures, type DriverLoad } from '@shared/dispatch/dispatch';
import { PAGE_PATHS } from '@shared/page-routes';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureRefusal } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { sharedLabel, shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { useDriverLoad } from './api/loads';
import { DriverShell } from './components/driver-shell';
import { BIG_BUTTON } from './components/glove-sizes';
import { LoadDetails } from './components/load-details';
import { LoadHistory } from './components/load-history';
import { PickupForm } from './components/pickup-form';
import { PodForm } from './components/pod-form';
import { ProblemForm } from './components/problem-form';
import { QueueStatus } from './components/queue-status';
import { ReceiptForm } from './components/receipt-form';
import { SavedDataNote } from './components/saved-data-note';
import { StageBadge } from './components/stage-badge';
import { routeText, stageWithQueued } from './load-format';
import { submitUpdate, type UpdateDraft } from './offline/submit-update';
import { useQueueState } from './offline/use-offline-queue';
import { usePositionSharing } from './offline/use-position-sharing';
import { PositionSharingNote } from './components/position-sharing-note';

/** A reference as the server makes them; anything else is not asked for. */
const REFERENCE = /^[A-Z]{2}-[A-Za-z0-9-]{1,40}$/;

export function DriverLoadPage() {
  const i18n = useI18n();
  const referenceId = new URLSearchParams(useSearch()).get('ref') ?? '';
  usePageTitle(REFERENCE.test(referenceId) ? i18n._('driver.load.titleWithReference', { referenceId }) : i18n._('driver.load.title'));
  return (
    <DriverShell>
      {() => (
        <>
          <Link href={PAGE_PATHS.driver} className="flex min-h-14 items-center gap-2 text-lg font-medium text-primary">
            <ArrowLeft className="size-6" aria-hidden />
            {i18n._('driver.load.allLoads')}
          </Link>
          {REFERENCE.test(referenceId) ? (
            <DriverLoadView key={referenceId} referenceId={referenceId} />
          ) : (
            <Alert variant="destructive">{i18n._('driver.load.noReference')}</Alert>
          )}
        </>
      )}
    </DriverShell>
  );
}

function DriverLoadView({ referenceId }: { referenceId: string }) {
  const i18n = useI18n();
  const load = useDriverLoad(referenceId);
  if (load.data) return <LoadScreen load={load.data} savedAt={load.isError ? load.dataUpdatedAt : undefined} />;
  if (load.isPending) return <PageSpinner />;
  return <Alert variant="destructive">{shownMessage(i18n, failureRefusal(load.error))}</Alert>;
}

type Mode = 'view' | 'picked_up' | 'delivered' | 'problem' | 'receipt';

function LoadScreen({ load, savedAt }: { load: DriverLoad; savedAt: number | undefined }) {
  const i18n = useI18n();
  const queue = useQueueState();
  const [mode, setMode] = useState<Mode>('view');
  const waiting = queue.waiting.filter((update) => update.referenceId === load.referenceId);
  const stage = stageWithQueued(load.stage, waiting);
  const next = nextStageOf(stage);
  // From accepted until delivered, the phone's position goes to the office while this page is open (issue 40).
  const sharing = usePositionSharing(load.referenceId, stage);

  // A gloved double tap must not queue the same stage twice: the button waits until it is stored.
  const [storing, setStoring] = useState(false);

  async function queueUpdate(draft: UpdateDraft) {
    setStoring(true);
    try {
      await submitUpdate(draft);
      setMode('view');
      window.scrollTo?.({ top: 0 });
    } finally {
      setStoring(false);
    }
  }

  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{routeText(load)}</h1>
        <p className="text-base text-muted-foreground">{load.referenceId}</p>
        <div>
          <StageBadge stage={stage} />
        </div>
      </header>
      {savedAt !== undefined && <SavedDataNote savedAt={savedAt} />}
      <QueueStatus referenceId={load.referenceId} />
      <PositionSharingNote sharing={sharing} />
      {mode === 'picked_up' && load.billOfLading && (
        <PickupForm
          referenceId={load.referenceId}
          billOfLading={load.billOfLading}
          onSubmit={queueUpdate}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'delivered' && <PodForm referenceId={load.referenceId} onSubmit={queueUpdate} onCancel={() => setMode('view')} />}
      {mode === 'problem' && <ProblemForm referenceId={load.referenceId} onSubmit={queueUpdate} onCancel={() => setMode('view')} />}
      {mode === 'receipt' && <ReceiptForm referenceId={load.referenceId} onSubmit={queueUpdate} onCancel={() => setMode('view')} />}
      {mode === 'view' && (
        <>
          {next ? (
            <Button
              className={`${BIG_BUTTON} min-h-16 text-xl`}
              disabled={storing}
              onClick={() => {
                // Delivered needs its proof; Picked up needs the bill of lading's signatures when the load has one unsigned.
                if (next === 'delivered') setMode('delivered');
                else if (next === 'picked_up' && pickupNeedsSignatures(load)) setMode('picked_up');
                else void queueUpdate({ referenceId: load.referenceId, kind: 'stage', stage: next, photos: [] });
              }}
            >
              {sharedLabel(i18n, 'stageAction', next)}
            </Button>
          ) : (
            <p className="rounded-md border border-green-300 bg-green-50 p-4 text-lg font-medium text-green-900">
              {i18n._('driver.load.delivered')}
            </p>
          )}
          {stage !== 'delivered' && (
            <Button variant="outline" className={BIG_BUTTON} onClick={() => setMode('problem')}>
              <TriangleAlert aria-hidden />
              {i18n._('driver.problem.title')}
            </Button>
          )}
          {/* A lumper or a scale is paid once the load is accepted, and often at the delivery dock: after Delivered too. */}
          {stage !== 'assigned' && (
            <Button variant="outline" className={BIG_BUTTON} onClick={() => setMode('receipt')}>
              <Receipt aria-hidden />
              {i18n._('driver.receipt.add')}
            </Button>
          )}
          <LoadDetails load={load} />
          <LoadHistory updates={load.updates} />
        </>
      )}
    </>
  );
}
